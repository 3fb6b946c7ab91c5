import Foundation
import KinemaShell

/// How many pixels a window point takes on this display: `--scale`, else `GDK_SCALE` (what GNOME and GTK
/// set for a HiDPI screen), else the X resources' `Xft.dpi` / 96 (KDE and xrdb users; SDL 2.26 on X11
/// reports no scale of its own), else 1. Always within 1…4, in quarters.
enum DisplayScale {
    static func detect(environment: [String: String] = ProcessInfo.processInfo.environment, xResources: () -> String? = queryXResources) -> Double {
        if let text = environment["GDK_SCALE"], let value = Double(text), value.isFinite, value >= 1 {
            return clamped(value)
        }
        if let resources = xResources(), let dpi = xftDPI(in: resources) {
            return clamped(dpi / 96)
        }
        return 1
    }

    /// `Xft.dpi` from `xrdb -query`'s output.
    static func xftDPI(in resources: String) -> Double? {
        for line in resources.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, parts[0] == "Xft.dpi", let dpi = Double(parts[1]), dpi.isFinite, dpi > 0 { return dpi }
        }
        return nil
    }

    static func clamped(_ scale: Double) -> Double {
        min(4, max(1, (scale * 4).rounded() / 4))
    }

    /// `xrdb -query`, when xrdb is installed and answers within a second.
    static func queryXResources() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xrdb", "-query"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let deadline = Date().addingTimeInterval(1)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { process.terminate(); return nil }
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
