import Foundation
import KinemaCore
import KinemaGraphics

/// Each blur style as a recipe of the one form Apple published: radius, saturation delta factor, tint.
///
/// **Apple's** (its WWDC 2013 sample `UIImage+ImageEffects`, the `applyLightEffect`,
/// `applyExtraLightEffect` and `applyDarkEffect` methods): `.light` radius 30, tint white at 0.3 alpha;
/// `.extraLight` radius 20, white 0.97 at 0.82; `.dark` radius 20, white 0.11 at 0.73; all three
/// saturation 1.8. **Kinema's approximation** of the same form for every other style (iOS's materials
/// are not published): radius 20 and saturation 1.8 throughout, tinted in white 0.97 (light) or 0.11
/// (dark) — the sample's extra-light and dark greys — more opaque the thicker the material.
extension UIBlurEffect {
    /// The recipe of `style` in the light or dark appearance (only `.regular`, `.prominent` and the
    /// unsuffixed system materials follow it).
    static func recipe(for style: Style, dark: Bool) -> BackdropFilter {
        switch style {
        case .light: return sample(radius: 30, white: 1, alpha: 0.3)
        case .extraLight: return sample(radius: 20, white: 0.97, alpha: 0.82)
        case .dark: return sample(radius: 20, white: 0.11, alpha: 0.73)
        case .regular: return dark ? recipe(for: .dark, dark: true) : recipe(for: .light, dark: false)
        case .prominent: return material(thickness: 0.82, dark: dark)
        case .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial, .systemChromeMaterial:
            return material(style.rawValue - Style.systemUltraThinMaterial.rawValue, dark: dark)
        case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight,
            .systemChromeMaterialLight:
            return material(style.rawValue - Style.systemUltraThinMaterialLight.rawValue, dark: false)
        case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
            .systemChromeMaterialDark:
            return material(style.rawValue - Style.systemUltraThinMaterialDark.rawValue, dark: true)
        }
    }

    /// The tint's alpha of each material, ultra-thin to chrome (Kinema's approximation): the thin ones
    /// let most of the backdrop's colour through, the thick ones little; chrome between regular and thick.
    static let materialTintAlphas: [Double] = [0.35, 0.5, 0.65, 0.8, 0.72]

    /// The material at `index` (0 ultra-thin … 4 chrome) in the light or dark appearance.
    private static func material(_ index: Int, dark: Bool) -> BackdropFilter {
        material(thickness: materialTintAlphas[index], dark: dark)
    }

    private static func material(thickness: Double, dark: Bool) -> BackdropFilter {
        sample(radius: 20, white: dark ? 0.11 : 0.97, alpha: thickness)
    }

    /// A recipe in the sample's terms: a grey tint, saturation 1.8.
    private static func sample(radius: CGFloat, white: Double, alpha: Double) -> BackdropFilter {
        BackdropFilter(radius: radius, saturation: 1.8, tint: RGBAColor(red: white, green: white, blue: white, alpha: alpha))
    }
}
