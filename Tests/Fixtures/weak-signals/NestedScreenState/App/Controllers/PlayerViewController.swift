import UIKit

/// A player screen whose playback mode its content view also reads.
final class PlayerViewController: UIViewController {
    private let contentView = PlayerContentView()
    private var playType: PlayType = .loop

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(contentView)
        contentView.playType = playType
    }
}
