import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaUI

@MainActor
@Suite("Images", .serialized)
struct ImageTests {
    /// The first 24 bytes of a PNG: signature and IHDR with `width` × `height` (all KinemaUI reads).
    static func pngHeader(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        bytes += [8, 6, 0, 0, 0]
        return Data(bytes)
    }

    static func folder(_ files: [String: Data]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: url.appendingPathComponent(name)) }
        return url
    }

    @Test func namedImagesAreFoundInTheSearchFoldersWithUIKitsScale() throws {
        let folder = try Self.folder([
            "artwork.png": Self.pngHeader(width: 300, height: 200),
            "fruit@2x.png": Self.pngHeader(width: 120, height: 80),
            "notes.png": Data("not a png".utf8),
        ])
        let saved = UIImage.report
        defer { UIImage.report = saved }
        var reports: [String] = []
        UIImage.report = { reports.append($0) }
        // The folders are the scene's: code running in it finds its images there.
        let scene = UIWindowScene(
            activationState: .foregroundActive, environment: SceneEnvironment(imageFolders: [folder.appendingPathComponent("missing"), folder]))
        scene.performAsCurrent {
            let artwork = UIImage(named: "artwork")
            #expect(artwork?.size == CGSize(width: 300, height: 200) && artwork?.scale == 1)
            #expect(artwork?.fileURL?.lastPathComponent == "artwork.png")
            #expect(UIImage(named: "artwork.png")?.size == CGSize(width: 300, height: 200))
            let fruit = UIImage(named: "fruit")
            #expect(fruit?.size == CGSize(width: 60, height: 40) && fruit?.scale == 2, "@2x: points are pixels / 2")
            #expect(UIImage(contentsOfFile: folder.appendingPathComponent("fruit@2x.png").path)?.size == CGSize(width: 60, height: 40))
            #expect(UIImage(named: "notes") == nil, "not a PNG and no size reader")
            #expect(UIImage(named: "nowhere") == nil)
            #expect(UIImage(named: "nowhere") == nil)
            #expect(reports.count == 1, "one warning per missing name")
            #expect(reports.first?.contains("UIImage(named: \"nowhere\") found no nowhere.png in \(folder.path)/missing, \(folder.path)") == true)
        }
        #expect(UIImage(named: "fruit") == nil, "another scene has other folders")
        // Another format, through the size reader the app gives its scene.
        let reading = UIWindowScene(activationState: .foregroundActive, environment: SceneEnvironment(
            imageFolders: [folder], imageSizeReader: { $0.lastPathComponent == "notes.png" ? CGSize(width: 7, height: 9) : nil }))
        #expect(reading.performAsCurrent { UIImage(named: "notes")?.size } == CGSize(width: 7, height: 9))
    }

    /// An image view given a file tells the scene's environment once (the visualiser decodes it ahead):
    /// the same image again, no image, and a symbol say nothing.
    @Test func anImageViewAsksForItsFileAhead() throws {
        let folder = try Self.folder(["fruit@2x.png": Self.pngHeader(width: 120, height: 80)])
        final class Asked: @unchecked Sendable { var urls: [URL] = [] }
        let asked = Asked()
        let scene = UIWindowScene(
            activationState: .foregroundActive, environment: SceneEnvironment(imageFolders: [folder], prepareImage: { asked.urls.append($0) }))
        scene.performAsCurrent {
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
            let fruit = UIImage(named: "fruit")
            view.image = fruit
            view.image = fruit
            view.image = nil
            view.image = UIImage(systemName: "heart.fill")
            #expect(asked.urls.map(\.lastPathComponent) == ["fruit@2x.png"])
            view.image = fruit
            #expect(asked.urls.count == 2, "given again after another image")
        }
    }

    /// A package depending on Kinema runs an executable nowhere near Kinema's `Assets`: the source tree
    /// it was built from is searched, so Kinema's own images (the collection's fruits) are found.
    @Test func kinemasOwnImagesAreFoundFromAnyExecutable() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        #expect(UIImage.sourceTreeAssets.standardizedFileURL == root.appendingPathComponent("Assets").standardizedFileURL)
        #expect(UIImage.defaultSearchFolders().map(\.standardizedFileURL).contains(root.appendingPathComponent("Assets/images").standardizedFileURL))
        #expect(FileManager.default.fileExists(atPath: UIImage.sourceTreeAssets.appendingPathComponent("images").path))
    }

    @Test func contentModesPlaceTheImageAsUIKitDoes() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let size = CGSize(width: 40, height: 40)
        let expected: [(UIView.ContentMode, CGRect)] = [
            (.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 50)),
            (.scaleAspectFit, CGRect(x: 25, y: 0, width: 50, height: 50)),
            (.scaleAspectFill, CGRect(x: 0, y: -25, width: 100, height: 100)),
            (.center, CGRect(x: 30, y: 5, width: 40, height: 40)),
            (.top, CGRect(x: 30, y: 0, width: 40, height: 40)),
            (.bottom, CGRect(x: 30, y: 10, width: 40, height: 40)),
            (.left, CGRect(x: 0, y: 5, width: 40, height: 40)),
            (.right, CGRect(x: 60, y: 5, width: 40, height: 40)),
        ]
        for (mode, rect) in expected {
            view.contentMode = mode
            #expect(view.contentRect(for: size, in: view.bounds) == rect, "\(mode)")
        }
    }

    @Test func aRoundedClippingImageViewCutsItsPicture() throws {
        let folder = try Self.folder(["cover.png": Self.pngHeader(width: 200, height: 100)])
        let harness = Harness()
        let view = UIImageView(image: UIImage(contentsOfFile: folder.appendingPathComponent("cover.png").path))
        view.frame = CGRect(x: 10, y: 20, width: 80, height: 80)
        view.contentMode = .scaleAspectFill
        view.layer.cornerRadius = 12
        view.clipsToBounds = true
        view.accessibilityIdentifier = "cover"
        harness.window.addSubview(view)
        let items = harness.advance(to: 0).items(identifiedBy: "cover").compactMap { item -> ImageItem? in
            if case .image(let image) = item { return image } else { return nil }
        }
        #expect(items.count == 1)
        #expect(items.first?.rect == CGRect(x: -40, y: 0, width: 160, height: 80), "aspect fill overflows sideways")
        #expect(items.first?.clip == CGRect(x: 0, y: 0, width: 80, height: 80) && items.first?.cornerRadius == 12)
        #expect(items.first?.visibleRect.applying(items.first!.transform) == CGRect(x: 10, y: 20, width: 80, height: 80))
        #expect(harness.advance(to: 0).dump.contains("image #cover cover.png at (10.00, 20.00, 80.00, 80.00) clipped radius 12.00"))
    }
}
