import Foundation
import KinemaShell

/// A package's executable products, read from `swift package describe --type json`, and which of them
/// are Kinema apps: an executable whose targets depend on `KinemaApp` — as a product of another package
/// (`.product(name: "KinemaApp", …)`, a package of one's own) or as a target of the same package
/// (Kinema's own `kinema`) — directly or through the package's other targets.
struct PackageProducts: Equatable {
    /// Every executable product's name.
    var executables: [String]
    /// Those that are Kinema apps.
    var kinemaApps: [String]

    private struct Description: Decodable {
        struct Product: Decodable {
            var name: String
            var targets: [String]
            var type: [String: [String]?]
        }
        struct Target: Decodable {
            var name: String
            var product_dependencies: [String]?
            var target_dependencies: [String]?
        }
        var products: [Product]
        var targets: [Target]
    }

    /// Reads `json` (what `swift package describe --type json` prints); nil when it is not that.
    init?(describing json: Data) {
        guard let description = try? JSONDecoder().decode(Description.self, from: json) else { return nil }
        let targets = Dictionary(description.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func reachesKinemaApp(_ name: String, seen: inout Set<String>) -> Bool {
            guard seen.insert(name).inserted, let target = targets[name] else { return false }
            if (target.product_dependencies ?? []).contains("KinemaApp") || name == "KinemaApp" { return true }
            return (target.target_dependencies ?? []).contains { reachesKinemaApp($0, seen: &seen) }
        }
        let executables = description.products.filter { $0.type.keys.contains("executable") }
        self.executables = executables.map(\.name).sorted()
        kinemaApps = executables.filter { product in
            var seen: Set<String> = []
            return product.targets.contains { reachesKinemaApp($0, seen: &seen) }
        }.map(\.name).sorted()
    }

    /// The product to run: `asked` when it is an executable here, else the one Kinema app; a usage
    /// problem otherwise (none, several, or no such executable).
    func choose(_ asked: String?, package: String) -> Result<String, UsageError> {
        if let asked {
            guard executables.contains(asked) else {
                let listed = executables.isEmpty ? "it has none" : "its executables: \(executables.joined(separator: ", "))"
                return .failure(UsageError(message: "the package in '\(package)' has no executable product '\(asked)' (\(listed))"))
            }
            return .success(asked)
        }
        switch kinemaApps.count {
        case 1: return .success(kinemaApps[0])
        case 0:
            return .failure(UsageError(message: "the package in '\(package)' has no Kinema app: no executable product depends on KinemaApp "
                + "(an app calls KinemaApplicationMain; see Examples/HelloKinema)"
                + (executables.isEmpty ? "" : "; name one of its executables with --product (\(executables.joined(separator: ", ")))")))
        default:
            return .failure(UsageError(message: "the package in '\(package)' has \(kinemaApps.count) Kinema apps (\(kinemaApps.joined(separator: ", "))); "
                + "name one with --product"))
        }
    }
}
