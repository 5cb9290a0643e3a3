"""Benchmark: BACKPROPAGATION in symlearn beside PyTorch (and scikit-learn's MLPClassifier).

Workload: scikit-learn's bundled digits (1797 images of 8×8 pixels, 10 classes), a 64-32-10
network of sigmoid units, squared error summed over each mini-batch of 32 (Mitchell Eq. 4.13),
plain SGD, a fixed number of epochs. symlearn and PyTorch start from the same weights and visit
the examples in the same order, so they compute the same thing; both also measure the training
error after every epoch, as symlearn's history does. Prints epochs per second for both, the
ratio, and test accuracy for both plus MLPClassifier.

Run: python bench/networks.py [--epochs 30]
Needs scikit-learn (the data) and torch (the peer); exits 0 with a note when one is missing.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time

import numpy as np
from timing import best_time

from symlearn.nn.backprop import Backprop, train_network
from symlearn.nn.network import Network

LAYERS = (64, 32, 10)
BATCH = 32
RATE = 0.05
SEED = 0


def load_digits_split(seed: int = SEED):
    from sklearn.datasets import load_digits

    digits = load_digits()
    X = digits.data / 16.0
    T = np.eye(10)[digits.target]
    order = np.random.default_rng(seed).permutation(len(X))
    test, train = order[:450], order[450:]
    return X[train], T[train], digits.target[train], X[test], digits.target[test]


def accuracy(outputs: np.ndarray, labels: np.ndarray) -> float:
    return float(np.mean(np.argmax(outputs, axis=1) == labels))


def epoch_orders(n: int, epochs: int, seed: int) -> list[np.ndarray]:
    """The example orders symlearn's trainer draws (Backprop.seed), replayed for the peer."""
    rng = np.random.default_rng(seed)
    return [rng.permutation(n) for _ in range(epochs)]


def run_symlearn(network, X, T, epochs):
    options = Backprop(rate=RATE, epochs=epochs, batch_size=BATCH, seed=SEED)
    seconds, result = best_time(lambda: train_network(network, X, T, options))
    return seconds, result.network


def run_torch(network, X, T, epochs, dtype_name):
    import torch

    torch.set_num_threads(1)
    dtype = getattr(torch, dtype_name)
    params = [torch.tensor(p, dtype=dtype, requires_grad=True) for p in network.parameters()]
    Xt, Tt = torch.tensor(X, dtype=dtype), torch.tensor(T, dtype=dtype)
    optimizer = torch.optim.SGD(params, lr=RATE)
    w1, b1, w2, b2 = params

    def net(x):
        return torch.sigmoid(torch.sigmoid(x @ w1 + b1) @ w2 + b2)

    history = []
    start = time.perf_counter()
    for order in epoch_orders(len(X), epochs, SEED):
        for i in range(0, len(X), BATCH):
            rows = torch.from_numpy(order[i : i + BATCH])
            loss = 0.5 * ((Tt[rows] - net(Xt[rows])) ** 2).sum()
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        with torch.no_grad():
            history.append(0.5 * float(((Tt - net(Xt)) ** 2).sum()) / len(X))
    elapsed = time.perf_counter() - start
    weights = [p.detach().double().numpy() for p in params]
    return elapsed, Network.from_parameters(weights)


def run_sklearn(X, labels, Xtest, epochs):
    import warnings

    from sklearn.exceptions import ConvergenceWarning
    from sklearn.neural_network import MLPClassifier

    model = MLPClassifier(
        hidden_layer_sizes=(32,),
        activation="logistic",
        solver="sgd",
        batch_size=BATCH,
        learning_rate_init=0.1,
        momentum=0.0,
        max_iter=epochs,
        random_state=SEED,
    )
    start = time.perf_counter()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConvergenceWarning)
        model.fit(X, labels)
    return time.perf_counter() - start, model.predict(Xtest)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--epochs", type=int, default=30)
    parser.add_argument("--repeats", type=int, default=3, help="timed runs each; best is shown")
    args = parser.parse_args()
    if importlib.util.find_spec("sklearn") is None:
        print("scikit-learn is not installed (it ships the digits data): pip install scikit-learn")
        return 0
    from threadpoolctl import threadpool_limits

    X, T, labels, Xtest, test_labels = load_digits_split()
    network = Network.create(LAYERS, seed=SEED, scale=0.1)
    print(
        f"workload: digits, {len(X)} training / {len(Xtest)} test images, network "
        f"{'-'.join(map(str, LAYERS))} sigmoid, squared error, SGD η = {RATE}, mini-batch "
        f"{BATCH}, {args.epochs} epochs, same initial weights and example order; one thread "
        f"each; best of {args.repeats} runs"
    )
    have_torch = importlib.util.find_spec("torch") is not None
    runs: dict[str, list] = {}
    with threadpool_limits(limits=1):
        for _ in range(args.repeats):  # interleaved, so that load on the machine hits both
            runs.setdefault("symlearn", []).append(run_symlearn(network, X, T, args.epochs))
            for dtype_name in ("float64", "float32") if have_torch else ():
                runs.setdefault(dtype_name, []).append(
                    run_torch(network, X, T, args.epochs, dtype_name)
                )
    seconds, trained = min(runs["symlearn"], key=lambda run: run[0])
    ours = args.epochs / seconds
    print(
        f"symlearn                 {seconds:7.3f} s  {ours:8.1f} epochs/s  "
        f"test accuracy {accuracy(trained.output(Xtest), test_labels):.3f}"
    )
    if not have_torch:
        print("torch is not installed, no peer to compare with: pip install torch==2.13.0")
    else:
        import torch

        for dtype_name in ("float64", "float32"):
            t_seconds, t_trained = min(runs[dtype_name], key=lambda run: run[0])
            theirs = args.epochs / t_seconds
            gap = max(
                float(np.max(np.abs(a - b)))
                for a, b in zip(trained.parameters(), t_trained.parameters(), strict=True)
            )
            print(
                f"torch {torch.__version__} {dtype_name} {t_seconds:7.3f} s  "
                f"{theirs:8.1f} epochs/s  test accuracy "
                f"{accuracy(t_trained.output(Xtest), test_labels):.3f}  "
                f"symlearn/torch speed {ours / theirs:.2f}×  max weight difference {gap:.1e}"
            )
    s_seconds, predicted = run_sklearn(X, labels, Xtest, args.epochs)
    print(
        f"sklearn MLPClassifier    {s_seconds:7.3f} s  (softmax output, log-loss, η = 0.1)  "
        f"test accuracy {float(np.mean(predicted == test_labels)):.3f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
