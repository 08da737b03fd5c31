// swift-tools-version:6.0
import PackageDescription
import Foundation

/// libdbus-1's headers (Debian's libdbus-1-dev): dbus.h, and dbus-arch-deps.h under the
/// architecture's library folder. Only the headers: CDBus opens the library with dlopen(3).
let dbusIncludes: [String] = ["/usr/include/dbus-1.0"] + ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
    .map { "/usr/lib/\($0)/dbus-1.0/include" }
    .filter { FileManager.default.fileExists(atPath: $0 + "/dbus/dbus-arch-deps.h") }
    + ["/usr/lib/dbus-1.0/include"].filter { FileManager.default.fileExists(atPath: $0) }

let package = Package(
    name: "statuspanel",
    products: [
        .executable(name: "statuspanel", targets: ["statuspanel"]),
        .executable(name: "bench-mapwait", targets: ["bench-mapwait"]),
        .executable(name: "bench-xft-floor", targets: ["bench-xft-floor"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // FileDescriptor and Errno: the shell's descriptors owned one way (System/OwnedDescriptor.swift).
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    ],
    targets: [
        // Module map over Xlib, Xft (and its fontconfig), Xrender, XRandR and XFixes; nothing else.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11 xft fontconfig xrender xrandr xfixes",
            providers: [.apt(["libx11-dev", "libxft-dev", "libxrender-dev", "libxrandr-dev", "libxfixes-dev"])]
        ),
        // Linux headers the Glibc module does not export (signalfd, timerfd, inotify, netlink, mallopt).
        .systemLibrary(name: "CLinux"),
        // A C view of toml++ (Debian's libtomlplusplus-dev, header-only): the dotfile parser,
        // without TOMLKit's Foundation (bench/performance.md).
        .target(name: "CTOMLReader"),
        // Two marks around the steady state's code (scripts/hot-functions.txt), for StartupPages,
        // and two where scripts/gen-hot-functions splits its profile.
        .target(name: "CHotText"),
        // libdbus-1's functions resolved with dlsym(3) on first need (the StatusNotifierItem tray).
        .target(name: "CDBus", cSettings: [.unsafeFlags(dbusIncludes.map { "-I" + $0 })]),
        // libpulse's functions resolved with dlsym(3) on first need (the volume item); Debian's
        // libpulse-dev gives the headers only.
        .target(name: "CPulse"),
        // alsa-lib's simple mixer resolved with dlsym(3) on first need (the volume item without a
        // sound server); Debian's libasound2-dev gives the headers only.
        .target(name: "CAlsa"),
        .target(
            name: "PanelCore",
            dependencies: ["CTOMLReader", .product(name: "SystemPackage", package: "swift-system")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "statuspanel",
            dependencies: [
                "PanelCore", "CX11", "CLinux", "CHotText", "CDBus", "CPulse", "CAlsa",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(dbusIncludes.flatMap { ["-Xcc", "-I" + $0] })]
        ),
        // The benchmark's probe (bench/run): exec to the first MapNotify on the root window.
        .executableTarget(
            name: "bench-mapwait",
            dependencies: ["CX11"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The benchmark's floor (bench/run): a window and the time drawn with Xft, nothing else.
        .executableTarget(
            name: "bench-xft-floor",
            dependencies: ["CX11"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // libFuzzer harnesses over PanelCore's parsers (scripts/fuzz); a plain build replays files.
        .executableTarget(
            name: "panelfuzz",
            dependencies: ["PanelCore"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "PanelCoreTests",
            dependencies: ["PanelCore"],
            exclude: ["Fixtures"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Runs the built binary against real Xvfb servers (and openbox); see Tests/IntegrationTests/README.md.
        .testTarget(
            name: "IntegrationTests",
            dependencies: ["PanelCore", "CX11"],
            exclude: ["Fonts"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ],
    cxxLanguageStandard: .cxx17
)
