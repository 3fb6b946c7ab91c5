// Kinema's `stress` scene written for Qt 6 Quick: the peer "a Qt Quick app" on Linux.
//
// Coloured rounded Rectangles (radius 4) in a Flickable, one per item from a Repeater, each with its
// own entrance: a SequentialAnimation that puts it at its start (opacity 0, translated 86.8 down),
// waits out its delay, then animates opacity 0 -> 1 and the translation 86.8 -> 0 over 850 ms with
// UIKit's ease-in-out, cubic-bezier(0.42, 0, 0.58, 1) (Easing.BezierSpline). A Timer starts a cycle at
// once and every 3 s, restarting the entrance of every item that enters:
//   list: rows 12 px from each side, 52 px high, 57 px apart (the first at y = 5); only the rows on
//         screen enter, 50 ms apart
//   grid: a 40-column grid of 24 x 12 cells on a 28 x 16 pitch, centred; every cell enters, 2 ms apart
// Colours cycle through #FF3B30 #FF9500 #FFCC00 #34C759 #007AFF on #F2F2F7, in a 1280 x 800 window.
// The numbers are those of Kinema's StressWorkload.
//
// Run (the arguments after "--" reach Qt.application.arguments):
//   qml stress.qml -- --layout list|grid --count N --seconds S [--warmup-frames N] [--freeze-at T]
// with the qml runner of Debian's qml-qt6 (/usr/lib/qt6/bin/qml); QT_QUICK_BACKEND=software for Qt
// Quick's software renderer, otherwise OpenGL. Presented frames are counted on Window.frameSwapped;
// after the warm-up frames it logs BENCH_START, after S seconds BENCH_END frames=F and one JSON line
// (console.log writes to standard error), then quits. --freeze-at T pauses every animation T seconds
// after the first cycle started and logs FROZEN (for screenshots; to a frame or so: Qt's timers and
// its animation clock are not the same clock).

import QtQuick
import QtQuick.Window

Window {
    id: window
    x: 0
    y: 0
    width: 1280
    height: 800
    visible: true
    color: "#F2F2F7"
    title: "stress (Qt Quick)"

    function argument(name, fallback) {
        const args = Qt.application.arguments
        const at = args.indexOf(name)
        return at >= 0 && at + 1 < args.length ? args[at + 1] : fallback
    }

    readonly property string layoutName: argument("--layout", "list")
    readonly property bool isGrid: layoutName === "grid"
    readonly property int itemCount: parseInt(argument("--count", "100"))
    readonly property real seconds: parseFloat(argument("--seconds", "10"))
    readonly property int warmupFrames: parseInt(argument("--warmup-frames", "30"))
    readonly property real freezeAt: parseFloat(argument("--freeze-at", "-1"))

    readonly property var colors: ["#FF3B30", "#FF9500", "#FFCC00", "#34C759", "#007AFF"]
    readonly property real rise: 86.8
    readonly property int duration: 850           // ms
    readonly property int stagger: isGrid ? 2 : 50 // ms
    readonly property int period: 3000             // ms
    readonly property int columns: 40
    readonly property int gridLeft: Math.floor((width - columns * 28) / 2)

    property int frames: 0
    property int measuredFrames: 0
    property bool measuring: false
    property real measureStart: 0

    onFrameSwapped: {
        frames += 1
        if (measuring)
            measuredFrames += 1
        else if (frames === warmupFrames) {
            measuring = true
            measureStart = Date.now()
            console.log("BENCH_START")
            endTimer.start()
        }
    }

    Timer {
        id: endTimer
        interval: Math.round(window.seconds * 1000)
        onTriggered: {
            const elapsed = (Date.now() - window.measureStart) / 1000
            console.log("BENCH_END frames=" + window.measuredFrames)
            console.log(JSON.stringify({
                program: "qt",
                backend: scroller.GraphicsInfo.api === GraphicsInfo.Software ? "software" : scroller.GraphicsInfo.api === GraphicsInfo.OpenGL ? "opengl" : "api " + scroller.GraphicsInfo.api,
                layout: window.layoutName,
                count: window.itemCount,
                warmup_frames: window.warmupFrames,
                seconds: Math.round(elapsed * 1000) / 1000,
                frames: window.measuredFrames,
                presented: window.measuredFrames,
                fps: Math.round(window.measuredFrames / elapsed * 10) / 10,
                qt: "6"
            }))
            Qt.quit()
        }
    }

    Flickable {
        id: scroller
        anchors.fill: parent
        contentWidth: width
        contentHeight: window.isGrid ? Math.ceil(window.itemCount / window.columns) * 16
                                     : (window.itemCount === 0 ? 0 : 5 + 57 * window.itemCount)

        Repeater {
            id: repeater
            model: window.itemCount
            delegate: Rectangle {
                id: item
                required property int index
                property int delay: 0
                property alias entrance: entrance
                x: window.isGrid ? window.gridLeft + (index % window.columns) * 28 + 2 : 12
                y: window.isGrid ? Math.floor(index / window.columns) * 16 + 2 : 5 + 57 * index
                width: window.isGrid ? 24 : window.width - 24
                height: window.isGrid ? 12 : 52
                radius: 4
                color: window.colors[index % 5]
                transform: Translate { id: shift }

                SequentialAnimation {
                    id: entrance
                    PropertyAction { target: item; property: "opacity"; value: 0 }
                    PropertyAction { target: shift; property: "y"; value: window.rise }
                    PauseAnimation { duration: item.delay }
                    ParallelAnimation {
                        NumberAnimation {
                            target: item; property: "opacity"; from: 0; to: 1; duration: window.duration
                            easing.type: Easing.BezierSpline; easing.bezierCurve: [0.42, 0, 0.58, 1, 1, 1]
                        }
                        NumberAnimation {
                            target: shift; property: "y"; from: window.rise; to: 0; duration: window.duration
                            easing.type: Easing.BezierSpline; easing.bezierCurve: [0.42, 0, 0.58, 1, 1, 1]
                        }
                    }
                }
            }
        }
    }

    // One cycle: the entering items (the list's rows on screen, from the first visible one; every
    // cell of the grid) restart their entrance, each after its delay.
    function startCycle() {
        if (isGrid) {
            for (let i = 0; i < itemCount; ++i) {
                const item = repeater.itemAt(i)
                item.delay = i * stagger
                item.entrance.restart()
            }
        } else {
            // The viewport: the window (the Flickable fills it, and may not be laid out yet at the first cycle).
            const top = scroller.contentY, bottom = top + window.height
            const first = Math.max(0, Math.floor((top - 5 - 52) / 57) + 1)
            for (let i = first; i < itemCount && 5 + 57 * i < bottom; ++i) {
                const item = repeater.itemAt(i)
                item.delay = (i - first) * stagger
                item.entrance.restart()
            }
        }
    }

    Timer {
        id: cycleTimer
        interval: window.period
        repeat: true
        running: true
        triggeredOnStart: true
        onTriggered: window.startCycle()
    }

    Timer {
        interval: Math.max(0, Math.round(window.freezeAt * 1000))
        running: window.freezeAt >= 0
        onTriggered: {
            cycleTimer.stop()
            for (let i = 0; i < window.itemCount; ++i)
                repeater.itemAt(i).entrance.pause()
            console.log("FROZEN")
        }
    }
}
