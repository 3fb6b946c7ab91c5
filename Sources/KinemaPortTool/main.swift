import Foundation
import KinemaPort

// The port step as a small tool without SDL, for Kinema's build plugin (and anyone who wants it alone):
// see `PortCommand`.
let status = PortCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    print: { print($0) },
    error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(status)
