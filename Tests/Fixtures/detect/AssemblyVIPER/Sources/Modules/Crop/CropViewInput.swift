// What the presenter tells the view, and the closures through which the view reports back.
protocol CropViewInput: AnyObject {
    var onTap: ((Int) -> Void)? { get set }
    func setTitles(_ titles: [String])
}
