import Testing

@testable import ComposableArchitecture

private enum PrivateAction {
  case tapped(Int)
  case child(ChildAction)
}

private enum ChildAction {
  case increment
}

private enum ListAction {
  case row(id: Int, action: ChildAction)
  case element(Int, ChildAction)
  case loaded(Big)
}

private struct Big {
  var values = Array(repeating: "a long enough value", count: 10)
}

private struct Outer {
  enum Inner {
    case value
  }
}

struct Generic<Value> {
  enum Nested {
    case value(Value)
  }
}

/// Runtime warnings name types and actions as they are written in code.
@Suite struct TypeNameTests {
  @Test func moduleQualifiedTypes() {
    #expect(typeName(Int.self) == "Int")
    #expect(typeName([String: Int?].self) == "Dictionary<String, Optional<Int>>")
    #expect(typeName(Generic<Int>.self) == "Generic<Int>")
  }

  @Test func privateTypes() {
    #expect(typeName(PrivateAction.self) == "PrivateAction")
    #expect(typeName(Outer.Inner.self) == "Outer.Inner")
    #expect(typeName([PrivateAction].self) == "Array<PrivateAction>")
  }

  @Test func localTypes() {
    enum Local {}
    // A type local to a method reads as nested in the method's type.
    #expect(typeName(Local.self) == "TypeNameTests.Local")
    #expect(typeName(Local?.self) == "Optional<TypeNameTests.Local>")
  }

  @Test func typesNestedInGenericTypes() {
    #expect(typeName(Generic<Int>.Nested.self) == "Generic<Int>.Nested")
  }

  @Test func actions() {
    #expect(debugCaseOutput(PrivateAction.tapped(1)) == "PrivateAction.tapped(1)")
    #expect(debugCaseOutput(PrivateAction.child(.increment)) == "PrivateAction.child(.increment)")
    #expect(debugCaseOutput(Generic<Int>.Nested.value(2)) == "Generic<Int>.Nested.value(2)")
  }

  @Test func actionsWithSeveralValues() {
    #expect(
      debugCaseOutput(ListAction.row(id: 1, action: .increment))
        == "ListAction.row(id: 1, action: .increment)"
    )
    #expect(
      debugCaseOutput(ListAction.element(2, .increment)) == "ListAction.element(2, .increment)")
  }

  @Test func valuesTooLongForOneLineAreNamedByType() {
    #expect(debugCaseOutput(ListAction.loaded(Big())) == "ListAction.loaded(Big(…))")
  }
}
