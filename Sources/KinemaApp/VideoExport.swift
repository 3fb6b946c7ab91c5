import Foundation
import KinemaShell

/// `capture --video` / `--gif`: the captured PNGs encoded by Debian's ffmpeg, each frame shown until the
/// next one's time.
@MainActor
enum VideoExport {
    /// ffmpeg's path, or nil when it is not installed.
    static func ffmpeg() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static let missing = "ffmpeg is not installed: install it with 'sudo apt-get install ffmpeg' (scripts/bootstrap does), or capture PNGs without --video/--gif"

    /// Encodes `frames` (PNG paths at `times`, in order) to `output`: H.264 for .mp4/.mov/.mkv (VP9 for
    /// .webm), or a GIF with its own palette. Throws a one-line reason.
    ///
    /// ffmpeg runs with no terminal (`-nostdin`, standard input on /dev/null: in a process group of its
    /// own it would otherwise be stopped by SIGTTIN/SIGTTOU from an interactive shell), every path
    /// absolute (an output named `-y.mp4` is never read as an option), for at most `timeout(frames:)`
    /// seconds, and it ends with Kinema on Ctrl-C. Its error is reported whole.
    static func encode(frames: [String], times: [Double], to output: String, gif: Bool, in folder: String) throws {
        guard let ffmpeg = ffmpeg() else { throw Output.failure(missing) }
        // ffmpeg's concat list: each frame for as long as until the next (the last as long as the one
        // before), resampled to a constant rate. It sits beside the frames and names them relative to
        // itself: a folder whose path holds a newline (which the list cannot quote) still works.
        var list = "ffconcat version 1.0\n"
        let here = absolute(folder)
        for (index, frame) in frames.enumerated() {
            let next = index + 1 < times.count ? times[index + 1] : times[index] + (times[index] - times[max(0, index - 1)])
            let duration = max(0.001, next - times[index])
            let path = absolute(frame)
            let name = (path as NSString).deletingLastPathComponent == here ? (path as NSString).lastPathComponent : path
            list += "file '\(name.replacingOccurrences(of: "'", with: "'\\''"))'\nduration \(String(format: "%.6f", duration))\n"
        }
        let listPath = absolute((folder as NSString).appendingPathComponent(".frames-\(getpid()).ffconcat"))
        try list.write(toFile: listPath, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: listPath) }
        let rate = min(60, max(1, (Double(frames.count - 1) / max(0.001, times.last! - times.first!)).rounded()))
        var arguments = ["-nostdin", "-hide_banner", "-loglevel", "error", "-y", "-f", "concat", "-safe", "0", "-i", listPath]
        if gif {
            arguments += ["-vf", "fps=\(Int(rate)),split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer", "-loop", "0"]
        } else if (output as NSString).pathExtension.lowercased() == "webm" {
            arguments += ["-vf", "fps=\(Int(rate)),format=yuv420p", "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "32"]
        } else {
            arguments += ["-vf", "fps=\(Int(rate)),scale=trunc(iw/2)*2:trunc(ih/2)*2,format=yuv420p", "-c:v", "libx264", "-crf", "18", "-movflags", "+faststart"]
        }
        arguments.append(absolute(output))
        let seconds = timeout(frames: frames.count)
        let result = try ChildProcess.run(ffmpeg, arguments: arguments, timeout: seconds, in: folder)
        switch result {
        case .finished(0, let message):
            guard let reason = flaw(in: output, gif: gif, message: message) else { return }
            try? FileManager.default.removeItem(atPath: output)
            throw Output.failure("ffmpeg could not write '\(output)': \(reason)")
        case .finished(let status, let message):
            try? FileManager.default.removeItem(atPath: output)
            let reason = message.isEmpty ? "it stopped with status \(status)" : message
            throw Output.failure("ffmpeg could not write '\(output)': \(reason)")
        case .timedOut(let message):
            try? FileManager.default.removeItem(atPath: output)
            throw Output.failure("ffmpeg took longer than \(Int(seconds)) s to encode \(frames.count) frames into '\(output)' and was stopped"
                + (message.isEmpty ? "" : ": \(message)"))
        }
    }

    /// Why the file ffmpeg wrote with status 0 is not whole, or nil when it is. ffmpeg ends with 0 after
    /// "Error writing trailer … No space left on device", so its status alone proves nothing: the file
    /// must exist and not be empty, a GIF must end with its trailer (0x3B), and ffmpeg must have printed
    /// no error (it runs with `-loglevel error`).
    static func flaw(in output: String, gif: Bool, message: String) -> String? {
        guard let file = FileHandle(forReadingAtPath: output) else { return message.isEmpty ? "it wrote no file" : message }
        defer { try? file.close() }
        let size = (try? file.seekToEnd()) ?? 0
        // ffmpeg's lines ("Error writing trailer…", "Error closing file…") on one.
        if message.localizedCaseInsensitiveContains("error") { return message.split(separator: "\n").joined(separator: "; ") }
        guard size > 0 else { return "it wrote an empty file" }
        if gif {
            try? file.seek(toOffset: size - 1)
            guard (try? file.read(upToCount: 1)) == Data([0x3B]) else { return "the GIF is cut short (it has no trailer)" }
        }
        return nil
    }

    /// Seconds ffmpeg may take for `frames` frames: a minute, and a fifth of a second a frame (a slow
    /// machine encodes a 1200 × 900 H.264 frame in well under that). `KINEMA_VIDEO_TIMEOUT` (seconds)
    /// sets it instead.
    static func timeout(frames: Int, environment: [String: String] = ProcessInfo.processInfo.environment) -> Double {
        if let text = environment["KINEMA_VIDEO_TIMEOUT"], let seconds = Double(text), seconds.isFinite, seconds > 0 {
            return seconds
        }
        return 60 + 0.2 * Double(frames)
    }

    /// `path` made absolute against the current directory, so it starts with "/" (never "-").
    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
