/// What a scroll over the `brightness` item does where `[actions.brightness]` says nothing:
/// one step of the backlight through logind's `SetBrightness`
/// (`org.freedesktop.login1.Session.SetBrightness("backlight", NAME, LEVEL)` on the system bus),
/// which logind allows the user of the session that is active on a seat without a password and
/// without write access to sysfs.
///
/// The call is `busctl`'s, run detached like any click action, so the loop never waits on the
/// system bus (logind answers in milliseconds, but a stopped logind would hold a caller for
/// busctl's 25-second time-out); where it is refused, busctl says why on the panel's standard
/// error and the level stays.
public enum BrightnessStep {
    /// One scroll step, in percent of the maximum.
    public static let percent = 5

    /// The raw level one step up or down from `level`: ``percent`` of its maximum (at least one
    /// raw unit), within 1...maximum: a scroll down stops short of a black screen, which a
    /// scroll could not be seen to undo.
    public static func target(from level: BacklightProvider.Level, up: Bool) -> Int {
        let step = max(1, Int((Double(level.maximum) * Double(percent) / 100).rounded()))
        let next = level.raw + (up ? step : -step)
        return min(level.maximum, max(min(1, level.maximum), next))
    }

    /// The command for `/bin/sh -c` that sets the level one step up or down from `level`; nil
    /// when the interface's name is not one the kernel gives (letters, digits, `_`, `-`, `.`,
    /// `:`), which is never quoted into a command.
    public static func command(from level: BacklightProvider.Level, up: Bool) -> String? {
        guard !level.name.isEmpty, level.name.unicodeScalars.allSatisfy({ $0.isASCII && (("a"..."z").contains($0) || ("A"..."Z").contains($0)
                  || ("0"..."9").contains($0) || "_-.:".unicodeScalars.contains($0)) }) else { return nil }
        return "busctl call --system org.freedesktop.login1 /org/freedesktop/login1/session/auto "
            + "org.freedesktop.login1.Session SetBrightness ssu backlight \(level.name) \(target(from: level, up: up))"
    }
}

extension PanelConfig.Actions {
    /// These actions with the built-in items' own where the dotfile gives none: a scroll over
    /// `brightness` steps the backlight from `state`'s level (``BrightnessStep``).
    public func withBuiltInDefaults(for state: ItemContents) -> PanelConfig.Actions {
        guard let level = state.brightness else { return self }
        var actions = self
        for (kind, up) in [(ClickKind.scrollUp, true), (.scrollDown, false)] where command(for: .brightness, kind) == nil {
            if let command = BrightnessStep.command(from: level, up: up) { actions.commands[.brightness, default: [:]][kind] = command }
        }
        return actions
    }
}
