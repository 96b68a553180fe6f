import Foundation

/// Values that flow down the view tree while rendering, as SwiftUI's environment does.
///
/// ```swift
/// var environment = context.environment
/// environment.isDisabled = true  // every control below renders disabled
/// ```
///
/// A boundary keeps the environment it was first rendered in, so a re-render of its subtree
/// alone sees the same values.
///
/// ## Storage
///
/// The values (some twenty fields) live in a box shared by copies and copied on the first
/// write (copy-on-write). A render context, which carries the environment, is copied at every
/// step down the view tree, and every boundary keeps one: inline, each copy moved the whole
/// environment and retained each of its references, while most steps change nothing in it.
@dynamicMemberLookup
struct RenderEnvironment {
  /// The values themselves.
  struct Fields {
    /// The public environment: what `@Environment` properties read.
    var values = EnvironmentValues()
    /// Whether `ForEach` elements are the rows of a `List`.
    var isInList = false
    /// Whether views are the rows of a form's section (or of a form, outside sections).
    var isInSection = false
    /// The title of the screen being rendered (`.navigationTitle`): a screen it pushes names its
    /// back control after it, as iOS does.
    var screenTitle: String?
    /// What the rows of the `ForEach` below can do (`.onDelete`, `.onMove`); each row's content
    /// renders without it.
    var rowEditing: RowEditing?
    /// The class a `.listStyle` gives the lists below (`cw-ls-plain`, …).
    var listClass: String?
    /// Whether `ForEach` elements are the options of a `Picker`.
    var isPickerContent = false
    /// The focus binding the controls below take part in (`.focused(_:equals:)`).
    var focus: FocusRequest?
    /// What pressing Return in a text field below does (`.onSubmit`).
    var onSubmit: (() -> Void)?
    /// Hints for text fields: keyboard, capitalization, autocorrection, content type.
    var inputAttributes = Attributes()
    /// Classes that control styles add to the controls below (`.textFieldStyle`, `.buttonStyle`,
    /// `.pickerStyle`).
    var textFieldClass: String?
    var buttonClass: String?
    var pickerClass: String?
    /// The size `.frame(width:height:)` gives the views below, for shapes to draw in exactly;
    /// `nil` where the page decides.
    var proposedSize: CGSize?
    /// The width and height the nearest explicit `.frame` gives the views below, less the padding
    /// between: a ``GeometryReader`` lays its content out in them before the browser has measured.
    var framedWidth: Double?
    var framedHeight: Double?
    /// How labels below show their title and icon (`.labelStyle`).
    var labelStyle: LabelStyleKind = .titleAndIcon
    /// A custom button style for the buttons below (`.buttonStyle` with a type of one's own).
    var customButtonStyle: AnyButtonStyle?
    /// How the progress views below look (`.progressViewStyle`).
    var progressStyle: ProgressStyleKind = .automatic
    /// A custom label style for the labels below.
    var customLabelStyle: AnyLabelStyle?
    /// Whether an `.accentColor` or `.tint` above sets a color, which sliders and toggles don't
    /// take.
    var isTinted = false
    /// Whether the views render in a ``PreviewCatalog``, and the preview being framed.
    var preview: PreviewContext?
  }

  private final class Box {
    var fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  private var box: Box

  init() {
    box = Box(Fields())
  }

  subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
    get { box.fields[keyPath: field] }
    set {
      if !isKnownUniquelyReferenced(&box) {
        box = Box(box.fields)
      }
      box.fields[keyPath: field] = newValue
    }
  }

  /// Whether controls render disabled and ignore events (`.disabled(true)`).
  var isDisabled: Bool {
    get { !self.values.isEnabled }
    set { self.values.isEnabled = !newValue }
  }
}
