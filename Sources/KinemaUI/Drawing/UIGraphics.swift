import Foundation
import KinemaCore
import KinemaGraphics

/// UIKit's stack of graphics contexts: `draw(_:)` and an image renderer push theirs, and
/// `UIGraphicsGetCurrentContext()`, `UIBezierPath.fill()`, `UIColor.setFill()` and text and image
/// drawing use the top one. One stack per thread, as UIKit keeps it.
final class GraphicsContextStack {
    /// A context and, for an image context, the image's size and scale.
    struct Entry {
        let context: CGContext
        let image: (size: CGSize, scale: CGFloat)?
    }

    var entries: [Entry] = []

    private static let key = "KinemaUI.GraphicsContextStack"
    /// The main thread's, where views draw: kept apart from the thread dictionary, whose lookup cost
    /// the list of the stress scene 2 % of its frame when every new label asked for it.
    nonisolated(unsafe) private static let main = GraphicsContextStack()

    /// The calling thread's stack.
    static var current: GraphicsContextStack {
        if Thread.isMainThread { return main }
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    /// Runs `body` with `context` on top of the stack.
    static func drawing<Result>(into context: CGContext, _ body: () throws -> Result) rethrows -> Result {
        let stack = current
        stack.entries.append(Entry(context: context, image: nil))
        defer { stack.entries.removeLast() }
        return try body()
    }
}

/// The context on top of UIKit's stack, or nil outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.entries.last?.context
}

/// Makes `context` the current one (a layer's `draw(in:)` that draws with UIKit's calls).
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.entries.append(.init(context: context, image: nil))
}

/// Removes the top context, back to the one before.
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.entries.popLast()
}

/// Starts an image `size` points large (`opaque` kept; `scale` 0 is the main screen's) and makes its
/// context current, until `UIGraphicsEndImageContext()`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext(bounds: CGRect(origin: .zero, size: size))
    let scale = scale > 0 ? scale : Thread.isMainThread ? MainActor.assumeIsolated { UIScreen.main.scale } : 1
    GraphicsContextStack.current.entries.append(.init(context: context, image: (size, scale)))
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What the current image context holds so far, as an image; nil when the current context is not an
/// image context.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = GraphicsContextStack.current.entries.last, let image = entry.image else { return nil }
    return UIImage(drawing: RecordedDrawing(items: entry.context.recordedItems, bounds: entry.context.bounds), scale: image.scale)
}

/// Ends the current image context (a no-op when the current context is not one).
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard stack.entries.last?.image != nil else { return }
    stack.entries.removeLast()
}

/// Fills `rect` with the current context's fill colour.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Outlines the inside of `rect` with the current context's fill colour, one point wide, as UIKit's
/// `UIRectFrame` does.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let rect = rect.standardized
    context.fill([
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: min(1, rect.height)),
        CGRect(x: rect.minX, y: rect.maxY - min(1, rect.height), width: rect.width, height: min(1, rect.height)),
        CGRect(x: rect.minX, y: rect.minY, width: min(1, rect.width), height: rect.height),
        CGRect(x: rect.maxX - min(1, rect.width), y: rect.minY, width: min(1, rect.width), height: rect.height),
    ])
}
