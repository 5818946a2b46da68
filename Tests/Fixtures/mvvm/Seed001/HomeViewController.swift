// HomeViewController

import UIKit

// 목표 : 로그인한 유저 정보 화면에 띄우기
// 1. 유저 정보 가져오기 (VM -> V)
class HomeViewController: UIViewController {

    @IBOutlet weak var welcomeLbl: UILabel!
    
    private var viewModel = HomeViewModel()
    
    override func viewDidLoad() {
        super.viewDidLoad()
        
        viewModel.getUser()
        setupBinders()
    }
    
//    private func getUser() {
//        if let user = NetworkService.shared.user {
//            welcomeLbl.text = "Welcome, \(user.firstName) \(user.lastName)"
//        } else { return }
//    }
    
//    private func loadUser() {
//        viewModel.getUser()
//        welcomeLbl.text = viewModel.welcomeMessage.value!
//    }
    
    private func setupBinders() {
        viewModel.welcomeMessage.bind { [weak self] message in
            self?.welcomeLbl.text = message
        }
    }
}
