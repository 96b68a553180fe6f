// `import UserNotifications`, as 2021 settings screens wrote it, reaches the browser stand-ins of
// `UNUserNotificationCenter` and its types, which live in the view layer with the bridge they use.
@_exported import ComposableWeb
