//
//  PhotoCardViewController.swift
//  A photo shown through a view's layer, and a sprite sheet stepped through a standalone layer's
//  contentsRect, as Core Animation tutorials set layer contents.
//

import UIKit

class PhotoCardViewController: UIViewController {

    let photoView = UIView()
    let spriteLayer = CALayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        photoView.frame = CGRect(x: 40, y: 120, width: 240, height: 160)
        photoView.layer.contents = UIImage(named: "artwork")?.cgImage
        photoView.layer.contentsGravity = .resizeAspectFill
        photoView.layer.cornerRadius = 16
        photoView.layer.masksToBounds = true
        view.addSubview(photoView)

        // A sheet of four frames, two by two: show one quarter at a time.
        guard let sheet = UIImage(named: "artwork")?.cgImage else { return }
        let frameWidth = CGFloat(sheet.width) / 2 / UIScreen.main.scale
        spriteLayer.frame = CGRect(x: 40, y: 320, width: frameWidth / 4.6875, height: frameWidth / 4.6875)
        spriteLayer.contents = sheet
        spriteLayer.contentsGravity = .resizeAspect
        spriteLayer.contentsScale = UIScreen.main.scale
        spriteLayer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
        view.layer.addSublayer(spriteLayer)
    }

    func showFrame(_ index: Int) {
        let column = CGFloat(index % 2), row = CGFloat(index / 2)
        spriteLayer.contentsRect = CGRect(x: column * 0.5, y: row * 0.5, width: 0.5, height: 0.5)
    }
}
