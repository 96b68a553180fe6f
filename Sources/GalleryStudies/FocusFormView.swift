import ComposableWeb

/// A sign-up form whose focus is `@FocusState`: signing up with an empty field moves the cursor
/// to it, Return moves on to the next field, and editing the name again signs out.
struct FocusFormView: View {
  enum Field: Hashable {
    case name, email, password
  }

  @State var name = ""
  @State var email = ""
  @State var password = ""
  @State var isSignedUp = false
  @FocusState var focusedField: Field?

  var body: some View {
    Form {
      Section(header: Text("Account")) {
        TextField("Name", text: $name)
          .focused($focusedField, equals: .name)
          .onSubmit { focusedField = .email }
        TextField("Email", text: $email)
          .focused($focusedField, equals: .email)
          .onSubmit { focusedField = .password }
        SecureField("Password", text: $password)
          .focused($focusedField, equals: .password)
          .onSubmit(signUp)
      }
      Section {
        Button("Sign up", action: signUp)
        if isSignedUp {
          Text("Welcome, \(name)!")
        }
      }
    }
    .navigationTitle("Focus form")
    .onChange(of: name) { _ in isSignedUp = false }
  }

  private func signUp() {
    if name.isEmpty {
      focusedField = .name
    } else if email.isEmpty {
      focusedField = .email
    } else if password.isEmpty {
      focusedField = .password
    } else {
      focusedField = nil
      isSignedUp = true
    }
  }
}
