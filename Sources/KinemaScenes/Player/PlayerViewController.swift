import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

// Seed 001's PlayerViewController: "defines the player's interface". The article does not show it; this
// one is the Spotify-like player it describes — a mini player docked above the tab bar (artwork, title,
// artist, play/pause) and the full player that covers the screen when open (large artwork with rounded
// corners, title, artist, progress with times, transport controls, a chevron to close). Both live in one
// view whose frame the transition moves: the mini player's content at its top, the full player's below.

@MainActor
final class PlayerViewController: UIViewController {
    /// The mini player's content (fades out as the player opens).
    let miniPlayerView = UIView()
    /// The full player's content (fades in).
    let fullPlayerView = UIView()
    let artworkView = UIImageView()
    let closeButton = UIButton(type: .system)
    let playButton = UIButton(type: .system)
    private(set) var isPlaying = false

    static let miniHeight: CGFloat = 64
    static let artwork = UIImage(named: "artwork")
    static let title = "Golden Hour Waves"
    static let artist = "The Kinema Ensemble"

    /// Corner radius of the large artwork when the player is closed and when it is open.
    static let artworkCornerRadius: (closed: CGFloat, open: CGFloat) = (28, 8)

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: Self.miniHeight))
        root.backgroundColor = UIColor(red: 0.16, green: 0.13, blue: 0.2, alpha: 1)
        root.clipsToBounds = true
        root.accessibilityIdentifier = "player"
        view = root
        buildMiniPlayer(in: root)
        buildFullPlayer(in: root)
    }

    private func buildMiniPlayer(in root: UIView) {
        miniPlayerView.frame = CGRect(x: 0, y: 0, width: 390, height: Self.miniHeight)
        miniPlayerView.accessibilityIdentifier = "mini-player"
        root.addSubview(miniPlayerView)
        let thumb = UIImageView(image: Self.artwork)
        thumb.frame = CGRect(x: 10, y: 9, width: 46, height: 46)
        thumb.contentMode = .scaleAspectFill
        thumb.layer.cornerRadius = 4
        thumb.clipsToBounds = true
        thumb.backgroundColor = .systemPurple
        miniPlayerView.addSubview(thumb)
        miniPlayerView.addSubview(Self.label(Self.title, frame: CGRect(x: 68, y: 12, width: 250, height: 20), size: 15, weight: .semibold, color: .white))
        miniPlayerView.addSubview(Self.label(Self.artist, frame: CGRect(x: 68, y: 32, width: 250, height: 18), size: 13, weight: .regular, color: UIColor(white: 0.72, alpha: 1)))
        playButton.frame = CGRect(x: 330, y: 8, width: 48, height: 48)
        playButton.tintColor = .white
        playButton.accessibilityIdentifier = "mini-play"
        playButton.addAction(UIAction { [weak self] _ in self?.togglePlay() }, for: .touchUpInside)
        miniPlayerView.addSubview(playButton)
        let progress = UIView(frame: CGRect(x: 10, y: Self.miniHeight - 3, width: 370 * 0.4, height: 2))
        progress.backgroundColor = .white
        miniPlayerView.addSubview(progress)
        updatePlayButton()
    }

    private func buildFullPlayer(in root: UIView) {
        fullPlayerView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        fullPlayerView.alpha = 0
        fullPlayerView.accessibilityIdentifier = "full-player"
        root.addSubview(fullPlayerView)
        closeButton.setImage(UIImage(systemName: "chevron.down", withConfiguration: .init(pointSize: 20, weight: .semibold)), for: .normal)
        closeButton.tintColor = .white
        closeButton.frame = CGRect(x: 14, y: 52, width: 44, height: 44)
        closeButton.accessibilityIdentifier = "player-close"
        fullPlayerView.addSubview(closeButton)
        let heading = Self.label("Now playing", frame: CGRect(x: 80, y: 62, width: 230, height: 24), size: 13, weight: .semibold, color: UIColor(white: 0.8, alpha: 1))
        heading.textAlignment = .center
        fullPlayerView.addSubview(heading)
        artworkView.image = Self.artwork
        artworkView.frame = CGRect(x: 32, y: 128, width: 326, height: 326)
        artworkView.contentMode = .scaleAspectFill
        artworkView.clipsToBounds = true
        artworkView.layer.cornerRadius = Self.artworkCornerRadius.closed
        artworkView.backgroundColor = .systemPurple
        artworkView.accessibilityIdentifier = "artwork"
        fullPlayerView.addSubview(artworkView)
        buildTrackInfo()
        buildControls()
    }

    /// The full player's title, artist and progress.
    private func buildTrackInfo() {
        fullPlayerView.addSubview(Self.label(Self.title, frame: CGRect(x: 32, y: 482, width: 326, height: 30), size: 22, weight: .bold, color: .white))
        fullPlayerView.addSubview(Self.label(Self.artist, frame: CGRect(x: 32, y: 514, width: 326, height: 22), size: 17, weight: .regular, color: UIColor(white: 0.72, alpha: 1)))
        let track = UIView(frame: CGRect(x: 32, y: 562, width: 326, height: 4))
        track.backgroundColor = UIColor(white: 1, alpha: 0.25)
        track.layer.cornerRadius = 2
        fullPlayerView.addSubview(track)
        let played = UIView(frame: CGRect(x: 32, y: 562, width: 326 * 0.4, height: 4))
        played.backgroundColor = .white
        played.layer.cornerRadius = 2
        fullPlayerView.addSubview(played)
        fullPlayerView.addSubview(Self.label("1:24", frame: CGRect(x: 32, y: 572, width: 60, height: 16), size: 11, weight: .regular, color: UIColor(white: 0.7, alpha: 1)))
        let total = Self.label("3:32", frame: CGRect(x: 298, y: 572, width: 60, height: 16), size: 11, weight: .regular, color: UIColor(white: 0.7, alpha: 1))
        total.textAlignment = .right
        fullPlayerView.addSubview(total)
    }

    /// The full player's back, play and forward buttons.
    private func buildControls() {
        for (symbol, x, size) in [("backward.fill", 110.0, 30.0), ("forward.fill", 280.0, 30.0)] {
            let control = UIImageView(image: UIImage(systemName: symbol, withConfiguration: .init(pointSize: size, weight: .semibold)))
            control.tintColor = .white
            control.center = CGPoint(x: x, y: 640)
            fullPlayerView.addSubview(control)
        }
        let big = UIView(frame: CGRect(x: 163, y: 608, width: 64, height: 64))
        big.backgroundColor = .white
        big.layer.cornerRadius = 32
        big.isUserInteractionEnabled = false
        fullPlayerView.addSubview(big)
        let play = UIImageView(image: UIImage(systemName: "play.fill", withConfiguration: .init(pointSize: 26, weight: .semibold)))
        play.tintColor = .black
        play.center = CGPoint(x: 197, y: 640)
        fullPlayerView.addSubview(play)
    }

    private func togglePlay() {
        isPlaying.toggle()
        updatePlayButton()
    }

    private func updatePlayButton() {
        playButton.setImage(UIImage(systemName: isPlaying ? "pause.fill" : "play.fill", withConfiguration: .init(pointSize: 22, weight: .semibold)), for: .normal)
    }

    private static func label(_ text: String, frame: CGRect, size: CGFloat, weight: UIFont.Weight, color: UIColor) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = .systemFont(ofSize: size, weight: weight)
        label.textColor = color
        return label
    }
}
