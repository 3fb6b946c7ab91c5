import CSDL2
import Foundation

/// Image files decoded on a thread of their own, ahead of their first drawing: an image view that is
/// given a file (`SceneEnvironment.prepareImage`) asks for it, and by the time the renderer draws it —
/// later in the same frame, after the rest of the layout and the display list — its levels are usually
/// ready, so the frame that shows a new cell does not also decode its picture on the main thread.
///
/// Only SDL_image's decoding and the halving run here (`ImageCache.decodeLevels`: plain memory, no
/// renderer); the textures are made on the main thread when the renderer takes the levels. What is
/// drawn is the same either way — the renderer decodes a file itself when nobody asked for it — so a
/// capture or a test draws the same pixels whenever the thread finishes. Owned by the `SDLSystem` and
/// handed to the scene's environment and to every renderer explicitly; nothing global.
public final class ImageDecoder: @unchecked Sendable {
    /// A file's levels, largest first, as surfaces the taker owns (and frees).
    typealias Levels = [UnsafeMutablePointer<SDL_Surface>]

    /// What `take` found for a path.
    enum Outcome {
        /// Nobody asked for it (or it was taken already): the caller decodes it.
        case notRequested
        case decoded(Levels)
        case failed
    }

    private let condition = NSCondition()
    /// Paths asked for and not yet decoded, oldest first.
    private var queue: [String] = []
    /// Paths queued or being decoded.
    private var pending: Set<String> = []
    /// Decoded levels not yet taken (nil: decoding failed).
    private var finished: [String: Levels?] = [:]
    /// Paths a renderer has taken (or decoded itself): asking for them again does nothing.
    private var delivered: Set<String> = []
    private var isWorking = false
    /// At most this many decoded files wait to be taken; beyond, files are dropped (first by path).
    private let waitingLimit = 64

    public init() {}

    /// Decodes `path` on the decoding thread, unless it is decoded, being decoded or delivered already.
    public func request(_ path: String) {
        condition.lock()
        defer { condition.unlock() }
        guard !pending.contains(path), finished[path] == nil, !delivered.contains(path) else { return }
        queue.append(path)
        pending.insert(path)
        guard !isWorking else { return }
        isWorking = true
        let thread = Thread { [self] in work() }
        thread.name = "kinema image decoding"
        thread.start()
    }

    /// The levels decoded for `path`, waiting while they are being decoded; the path counts as delivered.
    func take(_ path: String) -> Outcome {
        condition.lock()
        defer { condition.unlock() }
        while pending.contains(path) { condition.wait() }
        delivered.insert(path)
        guard let levels = finished.removeValue(forKey: path) else { return .notRequested }
        return levels.map { .decoded($0) } ?? .failed
    }

    /// Forgets which paths were delivered (a renderer emptied its cache: they may be asked for again).
    func forgetDelivered(_ paths: some Sequence<String>) {
        condition.lock()
        defer { condition.unlock() }
        delivered.subtract(paths)
    }

    /// Whether `path` waits decoded to be taken (for tests).
    func hasFinished(_ path: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while pending.contains(path) { condition.wait() }
        return finished[path] != nil
    }

    private func work() {
        condition.lock()
        while let path = queue.first {
            queue.removeFirst()
            condition.unlock()
            let levels = ImageCache.decodeLevels(path)
            condition.lock()
            finished[path] = .some(levels)
            pending.remove(path)
            dropOldestIfFull()
            condition.broadcast()
        }
        isWorking = false
        condition.unlock()
    }

    /// Frees decoded files nobody took, beyond `waitingLimit` (the caller holds the lock).
    private func dropOldestIfFull() {
        while finished.count > waitingLimit, let path = finished.keys.sorted().first {
            if case let levels?? = finished.removeValue(forKey: path) { levels.forEach { SDL_FreeSurface($0) } }
        }
    }

    deinit {
        for case let levels?? in finished.values { levels.forEach { SDL_FreeSurface($0) } }
    }
}
