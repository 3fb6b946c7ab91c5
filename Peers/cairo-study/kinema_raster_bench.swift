// KinemaRaster's SurfaceRasterizer drawing cairo_bench.c's rounded-rect scenes (grid40, cells, rows)
// into a plain buffer, and the quality scenes (q X Y W H R: one white rounded rect over black in 100x100
// pixels; seam: two rects meeting at x = 50.5), written raw (0xAARRGGBB) to $RAW for cairo_quality.c.
// Built from KinemaRaster's own sources, with this file copied as main.swift into a scratch directory
// that also holds a module map for CPixelStores (`module CPixelStores { header "PixelStores.h" export * }`
// beside a copy of that header):
//   cc -O2 -c Sources/CPixelStores/PixelStores.c -I Sources/CPixelStores/include -o PixelStores.o
//   swiftc -O -package-name Kinema -I SCRATCH -module-name kr SCRATCH/main.swift \
//     Sources/KinemaRaster/{SurfaceRasterizer,ClearMap,PixelTarget,PixelRect}.swift PixelStores.o -o kr_bench
//   valgrind --tool=callgrind --toggle-collect='*drawFrame*' ./kr_bench grid40 4
import Foundation

let colors: [(UInt8, UInt8, UInt8)] = [(0xFF, 0x3B, 0x30), (0xFF, 0x95, 0x00), (0xFF, 0xCC, 0x00), (0x34, 0xC7, 0x59), (0x00, 0x7A, 0xFF)]
let args = CommandLine.arguments
let scene = args.count > 1 ? args[1] : "grid40"
let frames = args.count > 2 ? Int(args[2])! : 100
var (width, height): (Int32, Int32) = (1280, 800)
if scene == "grid40" { (width, height) = (2200, 1760) }
if scene == "rows" { (width, height) = (400, 6400) }
if scene == "q" || scene == "seam" { (width, height) = (100, 100) }
let background: UInt32 = scene == "q" || scene == "seam" ? 0xFF00_0000 : 0xFFF2_F2F7
let count = Int(width) * Int(height)
let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
let target = PixelTarget(pixels: pixels, pitch: Int(width), width: width, height: height)
let clip = PixelRect(x: 0, y: 0, w: width, h: height)

@inline(never) func drawFrame() {
    let r = SurfaceRasterizer(target: target)
    func fill(_ box: CGRect, _ radius: CGFloat, _ i: Int, _ alpha: Int) {
        let c = colors[i % 5]
        r.fillRoundedRect(box, radius: radius, red: c.0, green: c.1, blue: c.2, alpha: alpha, clip: clip)
    }
    switch scene {
    case "grid40": for i in 0..<2000 { fill(CGRect(x: 44 * (i % 50), y: 44 * (i / 50), width: 40, height: 40), 8, i, 204) }
    case "cells": for i in 0..<2000 { fill(CGRect(x: 80 + 28 * (i % 40) + 2, y: 16 * (i / 40) + 2, width: 24, height: 12), 4, i, 255) }
    case "rows": for i in 0..<100 { fill(CGRect(x: 25, y: 64 * i + 2, width: 350, height: 60), 12, i, 204) }
    case "q":
        let v = args[3...7].map { CGFloat(Double($0)!) }
        r.fillRoundedRect(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]), radius: v[4], red: 255, green: 255, blue: 255, alpha: 255, clip: clip)
    case "seam":
        r.fillRoundedRect(CGRect(x: 10.5, y: 10, width: 40, height: 40), radius: 0, red: 255, green: 255, blue: 255, alpha: 255, clip: clip)
        r.fillRoundedRect(CGRect(x: 50.5, y: 10, width: 40, height: 40), radius: 0, red: 255, green: 255, blue: 255, alpha: 255, clip: clip)
    default: fatalError("scene")
    }
}

var total = 0.0
for _ in 0..<frames {
    pixels.update(repeating: background, count: count)
    let t0 = DispatchTime.now().uptimeNanoseconds
    drawFrame()
    total += Double(DispatchTime.now().uptimeNanoseconds - t0) / 1000
}
var sum: UInt64 = 0
for i in 0..<count { sum &+= UInt64(pixels[i]) }
print("\(scene) \(frames) frames: \(String(format: "%.1f", total / Double(frames))) us a frame (checksum \(String(sum, radix: 16)))")
if let path = ProcessInfo.processInfo.environment["RAW"] {
    FileManager.default.createFile(atPath: path, contents: Data(bytes: pixels, count: count * 4))
}
