import Foundation

extension TuningSession {
    /// A setting a plot handle's drag made, its value rounded to the decimals its row shows (a drag sets
    /// what the row says, not a value the row rounds); other events as they are.
    func roundedToItsRow(_ event: SessionEvent) -> SessionEvent {
        guard case .setting(let key, let text) = event, let parameter = parameter(forKey: key), !parameter.isChoice,
            let value = Double(text), value.isFinite
        else { return event }
        return .setting(key: key, value: String(format: "%.\(max(0, min(6, parameter.decimals)))f", value))
    }
}
