/// How much the shell takes on at most: every cap, buffer size and retry count of the shell, in
/// one place beside ``PanelTiming`` (its times), so that the shell keeps no number of its own.
/// Each says what it bounds and why it is this size.
public enum PanelLimits {
    // MARK: - rtnetlink dumps (the VPN badge's policy routing)

    /// How many times a pair of routing dumps is tried when it was interrupted
    /// (`NLM_F_DUMP_INTR`), notifications were lost meanwhile (ENOBUFS) or it did not finish by
    /// its deadline: a route table in flux settles within a try or two, and a table that never
    /// settles must not keep the socket busy.
    public static let routingDumpAttempts = 3
    /// The most bytes one dump may fill: a router with a full Internet table has more (then
    /// there is no dump, and the badge reads `proc/net/route`).
    public static let routingDumpMaxBytes = 8 << 20
    /// One read of a dump's replies: netlink fills a dump's datagrams up to 32 KiB, so this
    /// holds any of them with room to spare; a larger one is seen as truncated.
    public static let routingDumpReceiveBytes = 64 * 1024

    // MARK: - Text (XftTextMeasurer)

    /// Measured texts kept (labels, the clock's minutes, tray titles): far more than a strip
    /// shows at once; the cache's storage is made whole at start, so it must stay small.
    public static let measuredTextEntries = 256
    /// Clusters of several characters (or shown as emoji) whose font was looked up; any client
    /// can set text the strip shows, so it is emptied beyond this.
    public static let clusterFontEntries = 1024
    /// Characters outside ASCII whose font was looked up, emptied beyond this for the same
    /// reason: a script's whole repertoire fits.
    public static let characterFontEntries = 4096

    // MARK: - X

    /// Atom names kept: any client can make atoms, and the panel names only those of the
    /// messages it receives.
    public static let atomNameEntries = 512
    /// Passes of the window watch's settle (read the root's facts, select, read the windows): a
    /// read can find more to read (a new active window names a window not read yet), and one
    /// more pass reads that; a third is the margin, and a client that keeps the roster stale
    /// for ever cannot hold the loop.
    public static let windowSettlePasses = 3
    /// Windows read from `_NET_CLIENT_LIST_STACKING`: more than any desktop has.
    public static let clientListWindows = 4096
    /// Values read of another client's format-32 property (a state list, a window, a desktop):
    /// any client can set a property of any size, and no property the panel reads has more.
    public static let propertyValues = 64
    /// Bytes read of another client's text property (`_STATUSPANEL_STYLE`, names): the longest
    /// value the panel acts on is a few words; the rest is never read.
    public static let propertyTextBytes = 1024
    /// Desktops the `workspaces` item shows at most: a window manager may say any number.
    public static let desktops = 64
    /// Bytes read of `_NET_DESKTOP_NAMES` (every desktop's name, NUL-separated).
    public static let desktopNamesBytes = 4096
    /// Bytes read of the focused window's title (`_NET_WM_NAME`, `WM_NAME`) and `WM_CLASS`: a
    /// title is elided to the strip's room anyway, and a client may set megabytes.
    public static let windowTitleBytes = 2048
    /// Bytes read of `_GTK_THEME_VARIANT`: its values are `dark` and `light`.
    public static let themeVariantBytes = 64
    /// The host name set on the strip (`WM_CLIENT_MACHINE`), with its NUL: Linux host names
    /// are at most 64 bytes (`HOST_NAME_MAX`).
    public static let hostNameBytes = 256

    /// Bytes of `_XSETTINGS_SETTINGS` read for the icon theme's name: a settings manager's
    /// whole table is a few KB.
    public static let xsettingsBytes = 64 * 1024

    // MARK: - Kernel events (one read each; a longer message is cut, as the kernel allows)

    /// A netlink read (a uevent, an rtnetlink notification): the kernel's uevents are at most
    /// 2 KB of text, and rtnetlink sends one message of a few hundred bytes per change.
    public static let netlinkReadBytes = 8192
    /// An inotify read: events of the dotfile and of the capture and camera nodes, each at most
    /// 16 bytes plus a name (`NAME_MAX`).
    public static let inotifyReadBytes = 4096
    /// A read of `/dev/rfkill`: one event is 8 bytes (`struct rfkill_event`), the extended one 9.
    public static let rfkillReadBytes = 64
    /// A read of a sysfs attribute woken by sysfs_notify (`platform_profile`: a word).
    public static let sysfsAttributeBytes = 128

    // MARK: - Script items and the session bus

    /// The most read from one script's pipe in one turn of the loop: a flood waits in its pipe
    /// (and the script blocks on it) rather than keeping the panel busy.
    public static let scriptReadBytesPerTurn = 64 * 1024
    /// One read of a script's pipe (up to ``scriptReadBytesPerTurn`` a turn).
    public static let scriptReadChunkBytes = 16 * 1024
    /// The running panel's report of its scripts (`status --json`), read by `status` and
    /// `pill`: a few hundred bytes a script.
    public static let scriptReportBytes = 64 * 1024
    /// The most bytes of messages libdbus queues from the bus: a reply larger than a few icons
    /// is an app misbehaving.
    public static let busReceivedBytes = 16 * 1024 * 1024
    /// libdbus reads the bus 2 KB at a time: reads a turn before the loop goes on (1 MB), so a
    /// 20 MB reply takes some twenty turns rather than ten thousand (while an app sending such
    /// replies kept the panel behind for good) and still never holds the loop long.
    public static let busReadsPerTurn = 512
    /// How many times a StatusNotifierItem's first `GetAll` is asked when it goes unanswered
    /// (a time-out, not the app gone): an app kept busy by a crowd of others starting with it
    /// still shows, and one that never answers costs a bounded number of calls.
    public static let itemFirstReadAttempts = 4

    // MARK: - Start-up

    /// The steady state's code between its two marks (`scripts/hot-functions.txt`): a few
    /// hundred KB; a wider range means the binary was linked without the list, and nothing is
    /// kept resident.
    public static let hotTextBytes = 16 << 20
    /// The fontconfig warm-up thread's stack: `FcInit` recurses through the XML includes, a
    /// few pages deep; the default 8 MB would only be address space.
    public static let warmUpStackBytes = 256 * 1024
}
