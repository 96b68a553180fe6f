import Foundation

/// Names the functions of the running program from its binaries' symbol tables.
///
/// The standard library describes a key path's computed components by address only on Linux
/// (`\SettingsState.<computed 0x… (BindableState<String>)>`), because the functions that implement
/// them are local symbols that `dladdr` can't see. They are still in the binary's `.symtab`
/// unless it was stripped, so this reads them from there, to print `\SettingsState.$displayName`.
///
/// Only key path getters are kept (mangled names ending in `TK`), which keeps the table small.
/// Every lookup is best effort: a stripped binary, or any file it can't make sense of, yields `nil`.
final class SymbolTable: @unchecked Sendable {
  static let shared = SymbolTable()

  private let lock = NSLock()
  private var images: [String: Image?] = [:]
  private var names: [UInt: String?] = [:]

  private init() {}

  /// The demangled name of the key path getter at `address`, such as
  /// `key path getter for App.SettingsState.$displayName : …`.
  func keyPathGetterName(at address: UInt) -> String? {
    // Code doesn't move once loaded, so an address's name, or its lack of one, is final.
    lock.withLock {
      if let name = names[address] { return name }
      let name = lookUp(address)
      names[address] = name
      return name
    }
  }

  private func lookUp(_ address: UInt) -> String? {
    guard let mapping = Mapping.containing(address) else { return nil }
    let image: Image?
    if let cached = images[mapping.path] {
      image = cached
    } else {
      image = Image(path: mapping.path)
      images[mapping.path] = image
    }
    guard
      let image,
      let bias = image.loadBias(
        of: UInt64(address), mappingStart: mapping.start, fileOffset: mapping.fileOffset
      ),
      let mangled = image.keyPathGetters[UInt64(address) &- bias]
    else { return nil }
    return demangle(mangled)
  }
}

/// A file mapped into the process, from `/proc/self/maps`.
private struct Mapping {
  var start: UInt64
  var fileOffset: UInt64
  var path: String

  /// The file mapping that contains `address`.
  static func containing(_ address: UInt) -> Mapping? {
    guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps") else { return nil }
    defer { try? handle.close() }
    guard let maps = String(data: handle.readDataToEndOfFile(), encoding: .utf8) else {
      return nil
    }
    let address = UInt64(address)
    for line in maps.split(separator: "\n") {
      // start-end perms offset dev inode path; only the path contains a slash.
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 6, let slash = line.firstIndex(of: "/") else { continue }
      let bounds = fields[0].split(separator: "-")
      guard
        bounds.count == 2,
        let start = UInt64(bounds[0], radix: 16),
        let end = UInt64(bounds[1], radix: 16),
        start <= address, address < end,
        let offset = UInt64(fields[2], radix: 16)
      else { continue }
      return Mapping(start: start, fileOffset: offset, path: String(line[slash...]))
    }
    return nil
  }
}

/// The parts of a 64-bit little-endian ELF file needed to name key path getters.
private struct Image {
  struct Segment {
    var fileOffset: UInt64
    var virtualAddress: UInt64
    var fileSize: UInt64
  }

  var segments: [Segment] = []
  /// Mangled key path getter names by symbol value.
  var keyPathGetters: [UInt64: String] = [:]

  init?(path: String) {
    guard let file = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? file.close() }
    func read(_ offset: UInt64, _ count: Int) -> Data? {
      guard count >= 0, count < 1 << 30 else { return nil }
      do {
        try file.seek(toOffset: offset)
        guard let data = try file.read(upToCount: count), data.count == count else { return nil }
        return data
      } catch {
        return nil
      }
    }

    guard
      let header = read(0, 64),
      header.starts(with: [0x7F, 0x45, 0x4C, 0x46]),
      header[header.startIndex + 4] == 2,  // 64-bit
      header[header.startIndex + 5] == 1  // little-endian
    else { return nil }

    let programHeaderOffset = header.load(UInt64.self, at: 32)
    let sectionHeaderOffset = header.load(UInt64.self, at: 40)
    let programHeaderSize = Int(header.load(UInt16.self, at: 54))
    let programHeaderCount = Int(header.load(UInt16.self, at: 56))
    let sectionHeaderSize = Int(header.load(UInt16.self, at: 58))
    let sectionHeaderCount = Int(header.load(UInt16.self, at: 60))
    guard programHeaderSize >= 56, sectionHeaderSize >= 64 else { return nil }

    guard
      let programHeaders = read(programHeaderOffset, programHeaderSize * programHeaderCount)
    else { return nil }
    for index in 0..<programHeaderCount {
      let base = index * programHeaderSize
      guard programHeaders.load(UInt32.self, at: base) == 1 else { continue }  // PT_LOAD
      segments.append(
        Segment(
          fileOffset: programHeaders.load(UInt64.self, at: base + 8),
          virtualAddress: programHeaders.load(UInt64.self, at: base + 16),
          fileSize: programHeaders.load(UInt64.self, at: base + 32)
        )
      )
    }

    guard
      let sections = read(sectionHeaderOffset, sectionHeaderSize * sectionHeaderCount)
    else { return nil }
    func section(_ index: Int) -> (type: UInt32, offset: UInt64, size: UInt64, link: Int)? {
      guard index >= 0, index < sectionHeaderCount else { return nil }
      let base = index * sectionHeaderSize
      return (
        sections.load(UInt32.self, at: base + 4),
        sections.load(UInt64.self, at: base + 24),
        sections.load(UInt64.self, at: base + 32),
        Int(sections.load(UInt32.self, at: base + 40))
      )
    }
    guard
      let symbolTableIndex = (0..<sectionHeaderCount).first(where: { section($0)?.type == 2 }),
      let symbolTable = section(symbolTableIndex),
      let stringTable = section(symbolTable.link),
      let symbols = read(symbolTable.offset, Int(symbolTable.size)),
      let strings = read(stringTable.offset, Int(stringTable.size))
    else { return nil }

    var keyPathGetters: [UInt64: String] = [:]
    symbols.withUnsafeBytes { symbols in
      strings.withUnsafeBytes { strings in
        // Elf64_Sym: st_name (UInt32) at 0, st_value (UInt64) at 8, 24 bytes in all.
        let symbolSize = 24
        for base in stride(from: 0, to: symbols.count - symbolSize + 1, by: symbolSize) {
          let nameOffset = Int(
            UInt32(littleEndian: symbols.loadUnaligned(fromByteOffset: base, as: UInt32.self))
          )
          let value = UInt64(
            littleEndian: symbols.loadUnaligned(fromByteOffset: base + 8, as: UInt64.self)
          )
          guard
            value != 0,
            let name = Image.keyPathGetterName(in: strings, at: nameOffset)
          else { continue }
          keyPathGetters[value] = name
        }
      }
    }
    self.keyPathGetters = keyPathGetters
  }

  /// The NUL-terminated name at `offset`, if it is a Swift key path getter (`$s…TK`).
  private static func keyPathGetterName(
    in strings: UnsafeRawBufferPointer,
    at offset: Int
  ) -> String? {
    guard
      let base = strings.baseAddress,
      offset >= 0, offset + 2 < strings.count,
      strings[offset] == UInt8(ascii: "$"), strings[offset + 1] == UInt8(ascii: "s"),
      // `memchr` rather than a Swift loop: symbol tables are large and this runs unoptimized in
      // debug builds, where a byte-by-byte loop over them takes a noticeable fraction of a second.
      let terminator = memchr(base + offset, 0, strings.count - offset)
    else { return nil }
    let end = base.distance(to: UnsafeRawPointer(terminator))
    guard
      end - offset > 4,
      strings[end - 2] == UInt8(ascii: "T"), strings[end - 1] == UInt8(ascii: "K")
    else { return nil }
    return String(decoding: UnsafeRawBufferPointer(rebasing: strings[offset..<end]), as: UTF8.self)
  }

  /// The difference between run-time addresses and the file's virtual addresses, given that
  /// `address` lies in the mapping of the page at `fileOffset`, which starts at `mappingStart`.
  func loadBias(of address: UInt64, mappingStart: UInt64, fileOffset: UInt64) -> UInt64? {
    let pageMask = UInt64(max(sysconf(Int32(_SC_PAGESIZE)), 4096)) - 1
    for segment in segments {
      let alignedOffset = segment.fileOffset & ~pageMask
      guard fileOffset >= alignedOffset, fileOffset < segment.fileOffset + segment.fileSize else {
        continue
      }
      // The loader maps the segment's page-aligned file start at bias + its page-aligned address.
      let bias =
        mappingStart &- (segment.virtualAddress & ~pageMask) &- (fileOffset - alignedOffset)
      // Segments can share a file page; the right one is the one the address falls in.
      let virtualAddress = address &- bias
      guard
        virtualAddress >= segment.virtualAddress,
        virtualAddress < segment.virtualAddress + segment.fileSize
      else { continue }
      return bias
    }
    return nil
  }
}

extension Data {
  /// Loads a little-endian integer at a byte offset from the start.
  fileprivate func load<Integer: FixedWidthInteger>(_: Integer.Type, at offset: Int) -> Integer {
    var value: Integer = 0
    Swift.withUnsafeMutableBytes(of: &value) { buffer in
      let start = startIndex + offset
      guard offset >= 0, start + buffer.count <= endIndex else { return }
      copyBytes(to: buffer, from: start..<(start + buffer.count))
    }
    return Integer(littleEndian: value)
  }
}

/// Demangles a Swift symbol name with the runtime's demangler.
private func demangle(_ mangled: String) -> String? {
  mangled.withCString { name in
    guard let demangled = swift_demangle(name, UInt(strlen(name)), nil, nil, 0) else {
      return nil
    }
    defer { free(demangled) }
    return String(cString: demangled)
  }
}

// The Swift runtime's demangler entry point; it is exported from libswiftCore but not declared
// in any module Swift code can import.
@_silgen_name("swift_demangle")
private func swift_demangle(
  _ mangledName: UnsafePointer<CChar>?,
  _ mangledNameLength: UInt,
  _ outputBuffer: UnsafeMutablePointer<CChar>?,
  _ outputBufferSize: UnsafeMutablePointer<UInt>?,
  _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?
