// SPDX-License-Identifier: Apache-2.0
pragma solidity =0.8.30;

/// @title The sandbox's e-money token on a local chain
/// @notice A plain ERC-20 with 18 decimals whose supply only the platform changes: minters issue
/// what a partner pays in, burners redeem it from any holder (the platform takes redeemed tokens
/// back without asking the holder for an allowance first). The deployer is the admin and grants or
/// revokes both roles; there is no admin transfer, a sandbox chain is redeployed instead.
contract EmoneyToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    address public immutable admin;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => bool) public isMinter;
    mapping(address => bool) public isBurner;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event MinterSet(address indexed account, bool allowed);
    event BurnerSet(address indexed account, bool allowed);

    error NotAdmin(address caller);
    error NotMinter(address caller);
    error NotBurner(address caller);
    error ZeroAddress();
    error InsufficientBalance(address holder, uint256 balance, uint256 needed);
    error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);

    constructor(string memory name_, string memory symbol_, address minter, address burner) {
        name = name_;
        symbol = symbol_;
        admin = msg.sender;
        _setMinter(minter, true);
        _setBurner(burner, true);
    }

    modifier onlyAdmin() {
        if (msg.sender != admin) revert NotAdmin(msg.sender);
        _;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        if (spender == address(0)) revert ZeroAddress();
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        // The maximum means "unlimited": it is never spent down, as most wallets expect.
        if (allowed != type(uint256).max) {
            if (allowed < amount) revert InsufficientAllowance(msg.sender, allowed, amount);
            unchecked {
                allowance[from][msg.sender] = allowed - amount;
            }
        }
        _move(from, to, amount);
        return true;
    }

    function mint(address to, uint256 amount) external {
        if (!isMinter[msg.sender]) revert NotMinter(msg.sender);
        if (to == address(0)) revert ZeroAddress();
        totalSupply += amount;
        // Cannot overflow: no balance exceeds the total supply, which the line above checked.
        unchecked {
            balanceOf[to] += amount;
        }
        emit Transfer(address(0), to, amount);
    }

    function burn(address from, uint256 amount) external {
        if (!isBurner[msg.sender]) revert NotBurner(msg.sender);
        uint256 balance = balanceOf[from];
        if (balance < amount) revert InsufficientBalance(from, balance, amount);
        unchecked {
            balanceOf[from] = balance - amount;
            totalSupply -= amount;
        }
        emit Transfer(from, address(0), amount);
    }

    function setMinter(address account, bool allowed) external onlyAdmin {
        _setMinter(account, allowed);
    }

    function setBurner(address account, bool allowed) external onlyAdmin {
        _setBurner(account, allowed);
    }

    function _move(address from, address to, uint256 amount) private {
        // Sending to the zero address would destroy money outside the burner's books.
        if (to == address(0)) revert ZeroAddress();
        uint256 balance = balanceOf[from];
        if (balance < amount) revert InsufficientBalance(from, balance, amount);
        unchecked {
            balanceOf[from] = balance - amount;
            balanceOf[to] += amount;
        }
        emit Transfer(from, to, amount);
    }

    function _setMinter(address account, bool allowed) private {
        if (account == address(0)) revert ZeroAddress();
        isMinter[account] = allowed;
        emit MinterSet(account, allowed);
    }

    function _setBurner(address account, bool allowed) private {
        if (account == address(0)) revert ZeroAddress();
        isBurner[account] = allowed;
        emit BurnerSet(account, allowed);
    }
}
