import Foundation
import KinemaCore

/// A layer's own timing: its time runs from its superlayer's by `beginTime`, `speed` and `timeOffset`
/// (`MediaTiming.layerTime(fromParent:)`), and every animation on it and its sublayers runs on that time —
/// which is how the tutorials' pause recipe works: `speed = 0` with `timeOffset` set to the paused
/// moment holds everything still; `speed = 1`, `timeOffset = 0` and `beginTime` set to the time since
/// the pause resumes it where it was. `duration`, `repeatCount`, `repeatDuration`, `autoreverses` and
/// `fillMode` are kept (Core Animation ignores them on layers too, in practice).
extension CALayer: CAMediaTiming {
    public var beginTime: Double {
        get { layerTimingValues.beginTime }
        set { setTiming { $0.beginTime = newValue } }
    }

    public var duration: Double {
        get { layerTimingValues.duration }
        set { setTiming { $0.duration = newValue } }
    }

    public var speed: Float {
        get { layerTimingValues.speed }
        set { setTiming { $0.speed = newValue } }
    }

    public var timeOffset: Double {
        get { layerTimingValues.timeOffset }
        set { setTiming { $0.timeOffset = newValue } }
    }

    public var repeatCount: Float {
        get { layerTimingValues.repeatCount }
        set { setTiming { $0.repeatCount = newValue } }
    }

    public var repeatDuration: Double {
        get { layerTimingValues.repeatDuration }
        set { setTiming { $0.repeatDuration = newValue } }
    }

    public var autoreverses: Bool {
        get { layerTimingValues.autoreverses }
        set { setTiming { $0.autoreverses = newValue } }
    }

    public var fillMode: CAMediaTimingFillMode {
        get { layerTimingValues.fillMode }
        set { setTiming { $0.fillMode = newValue } }
    }

    /// Changes the timing; what the layer's animations show may change with it.
    private func setTiming(_ change: (inout MediaTimingValues) -> Void) {
        guard !isPresentation else { return }
        change(&layerTimingValues)
        nonisolated(unsafe) let layer = self
        MainActor.assumeIsolated {
            layer.animationsDidChange()
            layer.scheduleAnimationTicker()
        }
    }
}
