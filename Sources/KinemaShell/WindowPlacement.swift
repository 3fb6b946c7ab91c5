import Foundation
import KinemaTweaks

/// Where the window was and how big when Kinema last quit, remembered in `window.json` in Kinema's
/// configuration folder, so the next start opens it the same (`--size` wins over the remembered size).
/// A file that is missing, corrupt or out of range is ignored: the defaults open.
package struct WindowPlacement: Codable, Equatable, Sendable {
    package var width: Int
    package var height: Int
    package var x: Int
    package var y: Int

    package init(width: Int, height: Int, x: Int, y: Int) {
        self.width = width
        self.height = height
        self.x = x
        self.y = y
    }

    /// The sizes `--size` accepts, and so the sizes remembered.
    package static let widths = 480...8192
    package static let heights = 400...8192
    /// Positions further off than this are not restored (a display since removed).
    static let positions = -16384...16384

    /// `window.json` in Kinema's configuration folder; nil when there is none (`ConfigFolder`).
    package static func file(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        ConfigFolder.url(environment: environment)?.appendingPathComponent("window.json")
    }

    /// The remembered placement, if there is a sane one.
    package static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> WindowPlacement? {
        guard let file = file(environment: environment), let data = FileManager.default.contents(atPath: file.path),
            let placement = try? JSONDecoder().decode(WindowPlacement.self, from: data), placement.isSane
        else { return nil }
        return placement
    }

    /// Remembers `self` (sizes clamped to what `--size` accepts); returns why not, if it could not.
    @discardableResult
    package func save(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        var clamped = self
        clamped.width = min(Self.widths.upperBound, max(Self.widths.lowerBound, width))
        clamped.height = min(Self.heights.upperBound, max(Self.heights.lowerBound, height))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let target = Self.file(environment: environment) else { return ConfigFolder.missing }
        do {
            try ConfigFolder.write(try encoder.encode(clamped), to: target)
            return nil
        } catch let problem as ConfigFolder.WriteError {
            return "\(target.path) \(problem.reason)"
        } catch {
            return "\(target.path) could not be encoded"
        }
    }

    /// A window of `size` points (at `scale` pixels per point) made to fit `usable` screen pixels: no
    /// larger than the screen's usable part, no smaller than the smallest window; `position` kept when
    /// the window then lies inside that part, else nil (centred).
    package static func fitted(
        size: CGSize, position: CGPoint?, scale: CGFloat, in usable: CGRect
    ) -> (size: CGSize, position: CGPoint?) {
        let most = CGSize(width: (usable.width / scale).rounded(.down), height: (usable.height / scale).rounded(.down))
        let fitted = CGSize(
            width: max(CGFloat(widths.lowerBound), min(size.width, most.width)),
            height: max(CGFloat(heights.lowerBound), min(size.height, most.height)))
        guard let position else { return (fitted, nil) }
        let frame = CGRect(origin: position, size: CGSize(width: fitted.width * scale, height: fitted.height * scale))
        return (fitted, usable.contains(frame) ? position : nil)
    }

    var isSane: Bool {
        Self.widths.contains(width) && Self.heights.contains(height) && Self.positions.contains(x) && Self.positions.contains(y)
    }

    package var size: CGSize { CGSize(width: width, height: height) }
}
