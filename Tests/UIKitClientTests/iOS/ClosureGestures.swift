import UIKit

// Gesture code written with Kinema's closure forms: in this target they come from
// Examples/iOS/KinemaClosureActions.swift (as an iOS app's would), not from Kinema.
class ClosureGesturesView: UIView {
    private(set) var taps = 0
    private(set) var panStates: [UIGestureRecognizer.State] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.taps += 1 })
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.panStates.append(pan.state) }
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
