/// What the options screen needs from its view model.
protocol OptionsProtocol: AnyObject {
    var options: [String] { get }
    func select(_ index: Int)
}
