import KinemaLayout

/// A random row of views for the incremental-versus-full tests: each view an `x` and a `w`, inside a
/// container of width `container` (required), at least a minimum width (required), pulled towards a
/// preferred width and position at random optional strengths, and related to earlier views by
/// spacing (required or optional), equal widths and aligned centres (optional).
///
/// Every optional strength gets a random weight and every variable a weak pull of its own, so the
/// optimum is unique (ties have probability zero) and a fresh solve must land on the same values as an
/// incremental one.
struct RandomLayout {
    var variables: [LayoutVariable] = []
    var constraints: [LayoutConstraint] = []

    init(views: Int, generator: inout SeededGenerator) {
        let container = LayoutVariable("container")
        variables.append(container)
        constraints.append(LayoutConstraint(container - 400, .equal))
        var xs: [LayoutVariable] = [], ws: [LayoutVariable] = []
        func optional(_ generator: inout SeededGenerator) -> Double {
            LayoutStrength.create(0, Double.random(in: 0.1...999, using: &generator), Double.random(in: 0...999, using: &generator))
        }
        for i in 0..<views {
            let x = LayoutVariable("x\(i)"), w = LayoutVariable("w\(i)")
            variables += [x, w]
            constraints += [
                LayoutConstraint(x, .greaterThanOrEqual, LayoutExpression()),
                LayoutConstraint(x + w - container, .lessThanOrEqual),
                LayoutConstraint(w - Double.random(in: 5...30, using: &generator), .greaterThanOrEqual),
                LayoutConstraint(w - Double.random(in: 20...200, using: &generator), .equal, strength: optional(&generator)),
                LayoutConstraint(x - Double.random(in: 0...400, using: &generator), .equal, strength: optional(&generator)),
            ]
            if i > 0 {
                let j = Int.random(in: 0..<i, using: &generator)
                constraints += relations(x, w, xs[j], ws[j], generator: &generator, optional: optional)
            }
            xs.append(x)
            ws.append(w)
        }
    }

    private func relations(
        _ x: LayoutVariable, _ w: LayoutVariable, _ otherX: LayoutVariable, _ otherW: LayoutVariable,
        generator: inout SeededGenerator, optional: (inout SeededGenerator) -> Double
    ) -> [LayoutConstraint] {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: [LayoutConstraint(x - otherX - otherW - Double.random(in: 0...20, using: &generator), .greaterThanOrEqual)]
        case 1: [LayoutConstraint(x - otherX - otherW - 8, .equal, strength: optional(&generator))]
        case 2: [LayoutConstraint(w - otherW, .equal, strength: optional(&generator))]
        default: [LayoutConstraint(x + 0.5 * w - otherX - 0.5 * otherW, .equal, strength: optional(&generator))]
        }
    }

    /// Fresh copies of the constraints with their current constants and strengths.
    func copies() -> [LayoutConstraint] {
        constraints.map { LayoutConstraint($0.expression, $0.relation, strength: $0.strength) }
    }
}
