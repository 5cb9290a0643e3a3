"""Extensions: the set of instances a hypothesis covers, as a bit mask over a finite X.

Instance number i of ``Domain.instances()`` is bit i. Masks make semantic questions exact and
fast on finite domains: h1 ≥g h2 iff mask(h2) ⊆ mask(h1) (Mitchell §2.4, Definition 2.1).
"""

from __future__ import annotations

from functools import cache

from symlearn.concepts.attributes import Domain, Instance, Numeric
from symlearn.concepts.hypotheses import And, Conjunction, Hypothesis, Not, Or, constraint_covers
from symlearn.errors import DomainError, SpaceTooLargeError

MAX_INSTANCES = 1 << 20


class InstanceIndex:
    """Numbers the instances of a finite domain and computes extensions as bit masks."""

    def __init__(self, domain: Domain) -> None:
        size = domain.size
        if size is None:
            raise DomainError(f"the instance space of {domain.name} is infinite")
        if size > MAX_INSTANCES:
            raise SpaceTooLargeError(
                f"{domain.name} has {size} instances, more than the {MAX_INSTANCES} "
                "that can be enumerated"
            )
        self.domain = domain
        self.size = size
        self.full = (1 << size) - 1
        self.strides: list[int] = []
        stride = 1
        for attribute in reversed(domain.attributes):
            self.strides.append(stride)
            stride *= attribute.size
        self.strides.reverse()
        self._value_masks = [self._masks_of(i) for i in range(len(domain))]

    def _masks_of(self, position: int) -> dict[object, int]:
        """For each value of one attribute, the mask of the instances having it."""
        attribute = self.domain.attributes[position]
        stride = self.strides[position]
        block = stride * attribute.size
        masks = {}
        for j, value in enumerate(attribute.values):
            run = ((1 << stride) - 1) << (j * stride)
            mask = 0
            for start in range(0, self.size, block):
                mask |= run << start
            masks[value] = mask
        return masks

    def number(self, x: Instance) -> int:
        """The position of ``x`` in ``Domain.instances()``."""
        total = 0
        for attribute, stride, value in zip(self.domain.attributes, self.strides, x, strict=True):
            if isinstance(attribute, Numeric):
                offset = int(value) - int(attribute.low)
            else:
                offset = attribute.index(value)
            total += offset * stride
        return total

    def bit(self, x: Instance) -> int:
        return 1 << self.number(x)

    def instance(self, number: int) -> Instance:
        values = []
        for attribute, stride in zip(self.domain.attributes, self.strides, strict=True):
            values.append(attribute.values[(number // stride) % attribute.size])
        return tuple(values)

    def instances_of(self, mask: int) -> list[Instance]:
        """The instances in ``mask``, in domain order."""
        found, number = [], 0
        while mask:
            if mask & 1:
                found.append(self.instance(number))
            mask >>= 1
            number += 1
        return found

    def mask(self, h: Hypothesis) -> int:
        """The extension of ``h``: the mask of the instances it covers."""
        if isinstance(h, Conjunction):
            result = self.full
            for masks, constraint in zip(self._value_masks, h.constraints, strict=True):
                allowed = 0
                for value, value_mask in masks.items():
                    if constraint_covers(constraint, value):
                        allowed |= value_mask
                result &= allowed
                if not result:
                    break
            return result
        if isinstance(h, Or):
            result = 0
            for term in h.terms:
                result |= self.mask(term)
            return result
        if isinstance(h, And):
            result = self.full
            for term in h.terms:
                result &= self.mask(term)
            return result
        if isinstance(h, Not):
            return self.full & ~self.mask(h.term)
        raise TypeError(f"no extension for {type(h).__name__}")


@cache
def instance_index(domain: Domain) -> InstanceIndex:
    """The (cached) instance index of a finite domain."""
    return InstanceIndex(domain)


def covered_count(h: Hypothesis, domain: Domain) -> int:
    """|{x ∈ X : h(x) = 1}|, the number of instances ``h`` covers."""
    return instance_index(domain).mask(h).bit_count()
