// `import UIKit`, as 2021 app files wrote it, reaches the browser stand-ins of the UIKit they
// touched (`UIApplication.shared.open(_:)`) and the rest of the view layer.
@_exported import ComposableWeb
