// The file that starts a server imports this module alone: it brings the views it serves.
@_exported import ComposableWeb
