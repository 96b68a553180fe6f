import ComposableArchitecture
import Testing

// The runtime numbers cases its own way (payload cases first), so these tests only assert that
// different cases get different tags, the same case gets the same tag whatever its payload, and
// an enum of n cases uses exactly the tags 0..<n.

private enum Plain: CaseIterable { case first, second, third }

private enum Mixed {
  case empty
  case int(Int)
  case string(String)
  case pair(Int, String)
  case nothing
}

private enum Either<Left, Right> {
  case left(Left)
  case right(Right)
  case neither
}

private indirect enum Tree {
  case leaf(Int)
  case node(Tree, Tree)
  case empty
}

private enum PartlyIndirect {
  case value(Int)
  indirect case wrapped(PartlyIndirect)
  case nothing
}

private enum Single { case only }
private enum SinglePayload { case only(String) }

private final class Reference {}
/// Pointer payloads: the runtime packs the tag into the pointers' spare bits.
private enum References {
  case first(Reference)
  case second(Reference)
  case none
}

/// A payload with no spare bits or extra inhabitants: the tag needs extra bytes.
private enum FullBytePayload {
  case value(UInt8)
  case a, b, c, d
}

private enum ZeroSizedPayloads {
  case first(Void)
  case second(Void)
  case third
}

private enum Large {
  case numbers(Int, Int, Int, Int, Int)
  case text(String, String)
  case flag(Bool)
  case none
}

private struct Failure: Error {}
private enum Existentials {
  case error(any Error)
  case anything(Any)
  case none
}

private enum Raw: String { case yes, no }

/// More cases than fit in one byte.
private enum Many: CaseIterable {
  case c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18,
    c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36,
    c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54,
    c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69, c70, c71, c72,
    c73, c74, c75, c76, c77, c78, c79, c80, c81, c82, c83, c84, c85, c86, c87, c88, c89, c90,
    c91, c92, c93, c94, c95, c96, c97, c98, c99, c100, c101, c102, c103, c104, c105, c106,
    c107, c108, c109, c110, c111, c112, c113, c114, c115, c116, c117, c118, c119, c120, c121,
    c122, c123, c124, c125, c126, c127, c128, c129, c130, c131, c132, c133, c134, c135, c136,
    c137, c138, c139, c140, c141, c142, c143, c144, c145, c146, c147, c148, c149, c150, c151,
    c152, c153, c154, c155, c156, c157, c158, c159, c160, c161, c162, c163, c164, c165, c166,
    c167, c168, c169, c170, c171, c172, c173, c174, c175, c176, c177, c178, c179, c180, c181,
    c182, c183, c184, c185, c186, c187, c188, c189, c190, c191, c192, c193, c194, c195, c196,
    c197, c198, c199, c200, c201, c202, c203, c204, c205, c206, c207, c208, c209, c210, c211,
    c212, c213, c214, c215, c216, c217, c218, c219, c220, c221, c222, c223, c224, c225, c226,
    c227, c228, c229, c230, c231, c232, c233, c234, c235, c236, c237, c238, c239, c240, c241,
    c242, c243, c244, c245, c246, c247, c248, c249, c250, c251, c252, c253, c254, c255, c256,
    c257, c258, c259, c260, c261, c262, c263, c264, c265, c266, c267, c268, c269, c270, c271,
    c272, c273, c274, c275, c276, c277, c278, c279, c280, c281, c282, c283, c284, c285, c286,
    c287, c288, c289, c290, c291, c292, c293, c294, c295, c296, c297, c298, c299
}

private enum Pretty: CustomStringConvertible {
  case loggedIn(name: String)
  case loggedOut
  var description: String { "not a case name" }
}

private struct Point { var x = 0, y = 0 }

/// Asserts `values` are in different cases that cover tags 0..<count exactly.
private func expectDistinctCases<Case>(
  _ values: [Case], sourceLocation: SourceLocation = #_sourceLocation
) {
  let tags = values.map(enumTag)
  #expect(!tags.contains(nil), sourceLocation: sourceLocation)
  #expect(
    Set(tags.compactMap { $0 }) == Set((0..<values.count).map(UInt32.init)),
    "tags: \(tags)",
    sourceLocation: sourceLocation
  )
}

/// Calls `enumTag(_:)` from code the optimizer can't specialize for the caller's type.
@inline(never)
private func unspecializedTag<Case>(_ value: Case) -> UInt32? {
  enumTag(value)
}

@Suite struct EnumTagTests {
  @Test func noPayloadCases() {
    expectDistinctCases(Plain.allCases)
    expectDistinctCases([Raw.yes, .no])
  }

  @Test func payloadAndNoPayloadCases() {
    expectDistinctCases([Mixed.empty, .int(1), .string("a"), .pair(1, "a"), .nothing])
  }

  @Test func sameCaseDifferentPayloads() {
    #expect(enumTag(Mixed.int(1)) == enumTag(Mixed.int(-42)))
    #expect(enumTag(Mixed.string("")) == enumTag(Mixed.string(String(repeating: "x", count: 100))))
    #expect(enumTag(Mixed.pair(0, "")) == enumTag(Mixed.pair(.max, "long enough to allocate")))
    #expect(enumTag(Mixed.int(0)) != enumTag(Mixed.pair(0, "")))
    #expect(enumTag(Mixed.empty) == enumTag(Mixed.empty))
  }

  @Test func multiPayloadEnums() {
    expectDistinctCases([
      Large.numbers(1, 2, 3, 4, 5), .text("a", "b"), .flag(true), .none,
    ])
    #expect(enumTag(Large.flag(true)) == enumTag(Large.flag(false)))
    #expect(enumTag(Large.numbers(0, 0, 0, 0, 0)) == enumTag(Large.numbers(.min, 1, 2, 3, .max)))
  }

  @Test func genericEnums() {
    expectDistinctCases([Either<Int, String>.left(1), .right("1"), .neither])
    // Same payload type in two cases: only the tag tells them apart.
    expectDistinctCases([Either<Int, Int>.left(7), .right(7), .neither])
    expectDistinctCases([Either<Void, Void>.left(()), .right(()), .neither])
    expectDistinctCases([Either<Plain, Plain?>.left(.first), .right(nil), .neither])
    #expect(enumTag(Either<String, Int>.left("a")) == enumTag(Either<String, Int>.left("b")))
    expectDistinctCases([Result<Int, Failure>.success(1), .failure(Failure())])
  }

  @Test func genericEnumsInUnspecializedCode() {
    #expect(unspecializedTag(Either<Int, Int>.left(1)) == enumTag(Either<Int, Int>.left(2)))
    #expect(
      unspecializedTag(Either<Int, Int>.left(1)) != unspecializedTag(Either<Int, Int>.right(1)))
    #expect(unspecializedTag(Mixed.nothing) == enumTag(Mixed.nothing))
    #expect(unspecializedTag(Point()) == nil)
  }

  @Test func indirectCases() {
    let deep = Tree.node(.node(.leaf(1), .empty), .leaf(2))
    expectDistinctCases([Tree.leaf(1), deep, .empty])
    #expect(enumTag(deep) == enumTag(Tree.node(.empty, .empty)))
    expectDistinctCases([PartlyIndirect.value(1), .wrapped(.nothing), .nothing])
    #expect(enumTag(PartlyIndirect.wrapped(.value(3))) == enumTag(PartlyIndirect.wrapped(.nothing)))
  }

  @Test func optional() {
    expectDistinctCases([Optional(1), nil])
    expectDistinctCases([Optional(Plain.first), nil])
    expectDistinctCases([Optional(Reference()), nil])
    #expect(enumTag(Optional("a")) == enumTag(Optional("b")))
    // The outer optional's case, whatever the inner one holds.
    let some: Int?? = .some(1)
    let someNone: Int?? = .some(nil)
    let none: Int?? = nil
    #expect(enumTag(some) == enumTag(someNone))
    #expect(enumTag(some) != enumTag(none))
  }

  @Test func singleCaseEnums() {
    #expect(enumTag(Single.only) == 0)
    #expect(enumTag(SinglePayload.only("a")) == 0)
    #expect(enumTag(SinglePayload.only("b")) == 0)
  }

  @Test func spareBitsAndExtraTagBytes() {
    expectDistinctCases([References.first(Reference()), .second(Reference()), .none])
    expectDistinctCases([FullBytePayload.value(0), .a, .b, .c, .d])
    // Every payload value must read as the payload case, even the ones that look like a tag.
    for byte in UInt8.min...UInt8.max {
      #expect(enumTag(FullBytePayload.value(byte)) == enumTag(FullBytePayload.value(0)))
    }
    expectDistinctCases([ZeroSizedPayloads.first(()), .second(()), .third])
  }

  @Test func existentialPayloads() {
    expectDistinctCases([Existentials.error(Failure()), .anything(Plain.first), .none])
    #expect(enumTag(Existentials.anything(1)) == enumTag(Existentials.anything("one")))
  }

  @Test func moreCasesThanFitInAByte() {
    expectDistinctCases(Many.allCases)
  }

  @Test func nonEnumsHaveNoTag() {
    #expect(enumTag(1) == nil)
    #expect(enumTag("loggedIn") == nil)
    #expect(enumTag(Point()) == nil)
    #expect(enumTag(Reference()) == nil)
    #expect(enumTag((1, "tuple")) == nil)
    #expect(enumTag([Plain.first]) == nil)
    #expect(enumTag({ (x: Int) in x }) == nil)
    #expect(enumTag(Plain.self) == nil)
    #expect(enumTag(()) == nil)
  }

  @Test func existentialsHoldingEnumsHaveNoTag() {
    // Documented: the tag comes from the static type, and an existential is not an enum.
    #expect(enumTag(Plain.first as Any) == nil)
    #expect(enumTag(Mixed.int(1) as Any) == nil)
    #expect(enumTag(Plain.second as any Hashable) == nil)
    #expect(enumTag(Failure() as any Error) == nil)
  }
}

@Suite struct EnumCaseNameTests {
  @Test func namesCases() {
    #expect(enumCaseName(Plain.second) == "second")
    #expect(enumCaseName(Mixed.empty) == "empty")
    #expect(enumCaseName(Mixed.pair(1, "a")) == "pair")
    #expect(enumCaseName(Either<Int, Int>.right(1)) == "right")
    #expect(enumCaseName(Tree.node(.empty, .empty)) == "node")
    #expect(enumCaseName(PartlyIndirect.wrapped(.nothing)) == "wrapped")
    #expect(enumCaseName(Many.c299) == "c299")
    #expect(enumCaseName(Raw.no) == "no")
  }

  @Test func ignoresCustomDescriptions() {
    #expect(enumCaseName(Pretty.loggedIn(name: "Blob")) == "loggedIn")
    #expect(enumCaseName(Pretty.loggedOut) == "loggedOut")
  }

  @Test func optionals() {
    #expect(enumCaseName(Optional(1)) == "some")
    #expect(enumCaseName(Int?.none) == "none")
  }

  @Test func looksThroughExistentials() {
    #expect(enumCaseName(Pretty.loggedOut as Any) == "loggedOut")
    #expect(enumCaseName(Mixed.string("a") as Any) == "string")
  }

  @Test func nonEnumsGiveTheirTypeName() {
    #expect(enumCaseName(Point()) == "Point")
    #expect(enumCaseName(42) == "Int")
    #expect(enumCaseName(42 as Any) == "Int")
  }
}
