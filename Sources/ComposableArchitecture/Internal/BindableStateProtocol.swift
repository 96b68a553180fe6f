/// Marks ``BindableState`` values for code that only has an `Any`, such as ``KeyPathLearning``.
protocol BindableStateProtocol {}

extension BindableState: BindableStateProtocol {}
