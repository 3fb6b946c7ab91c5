import Foundation
import KinemaShell
import KinemaGraphics
import KinemaUI

/// The command line's standard streams, made safe to use whatever the shell left them as.
@MainActor
enum StandardStreams {
    /// Before anything else: descriptors 0–2 that are closed (`>&-`) are opened on /dev/null, so the
    /// next file or pipe opened (fontconfig's, ffmpeg's) cannot take their place and receive output
    /// meant for them; and SIGPIPE is ignored, so a reader that left makes a write fail instead of
    /// ending the program; and SIGXFSZ is ignored, so a file-size limit (`ulimit -f`) makes a write fail
    /// and be reported rather than end the program with a half-written file.
    static func prepare() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }

    /// Why standard output lost a line, once it has.
    private static var outputFailure: Int32 = 0

    /// Writes a line of the command's output (the usage, the scene list, a summary, bench's figures)
    /// straight to standard output. A line that cannot be written is remembered: `exit` then fails.
    static func print(_ line: String) {
        let failure = StandardError.write(line + "\n", to: 1)
        if outputFailure == 0 { outputFailure = failure }
    }

    /// Ends the program with `status`, or — when standard output lost something (a full device, a
    /// closed pipe) — says so on standard error and ends with 1, as coreutils do: output that was lost
    /// is a failure, not a success.
    static func exit(_ status: Int32) -> Never {
        if outputFailure != 0 {
            StandardError.writeLine("kinema: could not write to standard output: \(String(cString: strerror(outputFailure)))")
            Foundation.exit(status == 0 ? 1 : status)
        }
        Foundation.exit(status)
    }
}
