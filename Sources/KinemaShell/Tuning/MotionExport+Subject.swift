import Foundation
import KinemaTweaks

extension MotionExport {
    /// What an export says of the animation's subject in one dialect: comment lines naming the
    /// properties and the stagger, and the pieces of code that carry them.
    struct Subject {
        let dialect: CodeDialect
        let properties: [AnimatedProperty]
        let stagger: MotionStagger?

        init(_ exported: ExportedMotion, dialect: CodeDialect) {
            self.dialect = dialect
            properties = exported.properties
            stagger = exported.stagger
        }

        /// "// animates .opacity, .offset(y:) (UIKit: alpha, transform (translation y))" and "// staggered:
        /// each row starts 0.05 s after the one before (a delay of 0.05 s × row)", as the dialect
        /// comments; none for what the scene does not know.
        var comments: String {
            var lines: [String] = []
            if !properties.isEmpty {
                let names = unique(properties.map { $0.name(in: dialect) })
                lines.append("animates \(names.joined(separator: ", ")) (UIKit: \(properties.map { $0.name(in: .uikit) }.joined(separator: ", ")))")
            }
            if let stagger {
                let seconds = number(stagger.seconds)
                lines.append("staggered: each \(stagger.each) starts \(seconds) s after the one before (a delay of \(seconds) s × \(stagger.each))"
                    + (stagger.note.map { ", \($0)" } ?? ""))
            }
            return lines.map { dialect == .css ? "/* \($0) */\n" : "// \($0)\n" }.joined()
        }

        /// SwiftUI's delay for the item: `.delay(0.05 * Double(row))`.
        var swiftUIDelay: String {
            stagger.map { ".delay(\(number($0.seconds)) * Double(\($0.each)))" } ?? ""
        }

        /// Core Animation's key paths for the properties (a frame is its position and size); `position`
        /// when the scene does not say.
        var keyPaths: [String] {
            let paths = unique(properties.flatMap { $0 == .frame ? ["position", "bounds.size"] : [$0.name(in: .coreanimation)] })
            return paths.isEmpty ? ["position"] : paths
        }

        /// After the animation's timing: the other key paths, and the stagger's start.
        var coreAnimationTail: String {
            var text = ""
            if keyPaths.count > 1 {
                text += "// the same for \(keyPaths.dropFirst().map { "\"\($0)\"" }.joined(separator: ", ")) (or all in a CAAnimationGroup)\n"
            }
            if let stagger {
                text += "animation.beginTime = CACurrentMediaTime() + \(number(stagger.seconds)) * Double(\(stagger.each))\n"
                    + "animation.fillMode = .backwards // the start value shows until the \(stagger.each)'s turn\n"
            }
            return text
        }

        /// The CSS transition of the properties (`transform` when the scene does not say) over
        /// `duration` on `timing`, and the stagger as a delay from a custom property (`--row`).
        func cssTransition(duration: Double, timing: String) -> String {
            let names = unique(properties.flatMap { $0.name(in: .css).components(separatedBy: ", ") })
            let shown = names.isEmpty ? ["transform"] : names
            var text = shown.count == 1
                ? "transition: \(shown[0]) \(number(duration))s \(timing);\n"
                : "transition-property: \(shown.joined(separator: ", "));\ntransition-duration: \(number(duration))s;\ntransition-timing-function: \(timing);\n"
            if let stagger { text += "transition-delay: calc(var(--\(stagger.each)) * \(number(stagger.seconds))s);\n" }
            return text
        }

        /// Compose's `tween` delay for the item: `delayMillis = 50 * row, `.
        var composeDelay: String {
            stagger.map { "delayMillis = \(millis($0.seconds)) * \($0.each), " } ?? ""
        }

        private func unique(_ names: [String]) -> [String] {
            var seen: Set<String> = []
            return names.filter { seen.insert($0).inserted }
        }
    }
}
