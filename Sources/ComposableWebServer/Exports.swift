// The file that starts a server imports this module alone: it brings the views it serves.
@_exported import ComposableWeb

#if !LiveServer
  #error(
    """
    ComposableWebServer needs the LiveServer trait of swift-composable-architecture-linux, which \
    `traits: []` turns off. Add it to the package's line: traits: ["LiveServer"]
    """
  )
#endif
