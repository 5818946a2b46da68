import UIKit

final class PreferencesPrivacyViewController: UITableViewController {
    private var notes: [Note] = []
}
