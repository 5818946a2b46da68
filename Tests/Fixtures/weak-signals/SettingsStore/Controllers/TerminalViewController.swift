import UIKit

final class TerminalViewController: UIViewController {
    let terminalView = TerminalTextView()
    let accessory = KeyboardAccessoryController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(terminalView)
        accessory.install(on: terminalView)
    }
}
