import Foundation
import KinemaUI
import KinemaTweaks

// Seed 002's data model, as written.
struct Fruit {
    let name: String
    let icon: UIImage
}

/// The article's `FruitsProvider` (not shown in it): the fruits the project draws
/// (`scripts/make-fruit-icons`), repeated to any count with a number after the first round.
@MainActor
enum FruitsProvider {
    static let names = [
        "Apple", "Banana", "Cherry", "Grapes", "Lemon", "Orange", "Pear", "Strawberry", "Watermelon", "Pineapple",
        "Kiwi", "Peach", "Plum", "Mango", "Coconut", "Blueberries", "Raspberry", "Pomegranate", "Lime", "Fig",
        "Avocado", "Apricot", "Papaya", "Melon", "Grapefruit", "Green apple", "Blackberry", "Starfruit",
        "Dragon fruit", "Passion fruit", "Lychee", "Persimmon", "Green grapes", "Tangerine",
    ]

    /// Each fruit's icon, loaded once.
    private static let icons: [UIImage] = names.map { name in
        let file = name.lowercased().replacingOccurrences(of: " ", with: "-")
        return UIImage(named: "fruits/\(file)") ?? UIImage(systemName: "ellipsis")!
    }

    static func get(count: Int = names.count) -> [Fruit] {
        (0..<max(0, count)).map { index in
            let round = index / names.count
            let name = names[index % names.count]
            return Fruit(name: round == 0 ? name : "\(name) \(round + 1)", icon: icons[index % names.count])
        }
    }
}
