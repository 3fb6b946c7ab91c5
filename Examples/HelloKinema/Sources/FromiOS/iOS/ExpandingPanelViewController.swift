import UIKit

// Written the way Auto Layout tutorials write it: views made in code with
// translatesAutoresizingMaskIntoConstraints = false, anchors activated in viewDidLoad, a stored height
// constraint animated with layoutIfNeeded() inside a spring block, and a stack view whose arranged
// subview hides inside an animation.
class ExpandingPanelViewController: UIViewController {

    let headerLabel = UILabel()
    let panel = UIView()
    let buttonStack = UIStackView()
    let detailsButton = UIButton(type: .system)
    let shareButton = UIButton(type: .system)
    let deleteButton = UIButton(type: .system)

    var panelHeightConstraint: NSLayoutConstraint!
    var isExpanded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        headerLabel.text = "Now Playing"
        headerLabel.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        headerLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headerLabel)

        panel.backgroundColor = .systemIndigo
        panel.layer.cornerRadius = 16
        panel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(panel)

        detailsButton.setTitle("Details", for: .normal)
        shareButton.setTitle("Share", for: .normal)
        deleteButton.setTitle("Delete", for: .normal)
        buttonStack.axis = .horizontal
        buttonStack.distribution = .fillEqually
        buttonStack.spacing = 12
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        [detailsButton, shareButton, deleteButton].forEach { buttonStack.addArrangedSubview($0) }
        view.addSubview(buttonStack)

        panelHeightConstraint = panel.heightAnchor.constraint(equalToConstant: 120)

        NSLayoutConstraint.activate([
            headerLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            headerLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),

            panel.topAnchor.constraint(equalTo: headerLabel.bottomAnchor, constant: 16),
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            panel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            panelHeightConstraint,

            buttonStack.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 20),
            buttonStack.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
            buttonStack.heightAnchor.constraint(equalToConstant: 44)
        ])

        let tap = UITapGestureRecognizer(target: self, action: #selector(togglePanel))
        panel.addGestureRecognizer(tap)
        deleteButton.addTarget(self, action: #selector(hideDelete), for: .touchUpInside)
    }

    @objc func togglePanel() {
        isExpanded.toggle()
        panelHeightConstraint.constant = isExpanded ? 360 : 120
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [], animations: {
            self.view.layoutIfNeeded()
        }, completion: nil)
    }

    @objc func hideDelete() {
        UIView.animate(withDuration: 0.3) {
            self.deleteButton.isHidden = true
        }
    }
}
