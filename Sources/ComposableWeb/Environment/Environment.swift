/// A value a view reads from the environment its parents set up.
///
/// ```swift
/// struct DetailView: View {
///   @Environment(\.presentationMode) var presentationMode
///   var body: some View {
///     Button("Done") { presentationMode.wrappedValue.dismiss() }
///   }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = EnvironmentBox()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  public var wrappedValue: Value {
    box.values[keyPath: keyPath]
  }
}

extension Environment: InstallableDynamicProperty {
  func install(into installer: inout DynamicPropertyInstaller) {
    box.values = installer.context.environment.values
  }
}

/// The environment an ``Environment`` property reads: the one its view rendered in.
final class EnvironmentBox {
  var values = EnvironmentValues()
}
