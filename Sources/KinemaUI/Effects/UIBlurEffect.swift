import Foundation
import KinemaCore
import KinemaGraphics

/// UIKit's blur: a `UIVisualEffectView` with it blurs, saturates and tints what lies behind it
/// (`BackdropFilter`), by a recipe for each style (`UIBlurEffect+Recipes.swift`, docs/blur.md).
open class UIBlurEffect: UIVisualEffect {
    /// UIKit's blur styles, with UIKit's raw values (3 is tvOS's `extraDark`, which iOS lacks).
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
            systemChromeMaterialLight
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
            systemChromeMaterialDark
    }

    /// The style it was made with (UIKit keeps it privately).
    let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    override func backdropFilter(in traits: UITraitCollection) -> BackdropFilter {
        Self.recipe(for: style, dark: traits.userInterfaceStyle == .dark)
    }

    open override var description: String { "<UIBlurEffect style \(style)>" }
}
