import CSDL2
import Foundation
import KinemaGraphics

/// A surface written as a PNG file whole or not at all. SDL_image's `IMG_SavePNG` neither checks its
/// writes nor the closing of the file: on a full disk or under a file-size limit it returns success and
/// leaves a truncated or empty PNG. So the PNG is encoded in memory and written by `WholeFile`, which
/// reports the system's reason and removes a partial file.
enum PNGFile {
    static func write(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        // Larger than any PNG of the surface: its rows unfiltered (four bytes a pixel and a filter byte),
        // deflate's stored blocks at worst (5 bytes in 65,535), and the chunks around them.
        let capacity = height * (width * 4 + 1) + height * (width * 4 + 1) / 1000 + 65_536
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
        defer { buffer.deallocate() }
        guard let memory = SDL_RWFromMem(buffer.baseAddress, Int32(clamping: capacity)) else {
            throw SDLError.last("could not encode \(path)")
        }
        let saved = IMG_SavePNG_RW(surface, memory, 0)
        let length = Int(SDL_RWtell(memory))
        SDL_RWclose(memory)
        guard saved == 0 else { throw SDLError.last("could not encode \(path)") }
        guard length > 0, length < capacity else { throw SDLError("could not encode \(path): the PNG outgrew its buffer") }
        try WholeFile.write(Data(bytesNoCopy: buffer.baseAddress!, count: length, deallocator: .none), to: path)
    }
}
