#!/usr/bin/env python3
"""lipo.py OUTPUT ARCH=FILE...: joins thin Mach-O files or static libraries
into one fat (universal) file, as `lipo -create` does. ARCH: x86_64, arm64.

Debian's llvm-lipo (LLVM 14) refuses Rust's static libraries, whose
members hold LLVM bitcode newer than its own; the fat format needs no
parsing of the members, only each slice's architecture, given here.
"""
import struct
import sys

# cpu type, subtype, and alignment (log2) as Apple's lipo: the page size.
CPU = {"x86_64": (0x01000007, 3, 12), "arm64": (0x0100000C, 0, 14)}


def padded(n, align):
    return -(-n // (1 << align)) << align


out, slices = sys.argv[1], [a.split("=", 1) for a in sys.argv[2:]]
if not slices or any(len(s) != 2 or s[0] not in CPU for s in slices):
    sys.exit(__doc__)
datas = [open(path, "rb").read() for _, path in slices]
head = struct.pack(">II", 0xCAFEBABE, len(slices))
offset = 8 + 20 * len(slices)
body = []
for (arch, _), data in zip(slices, datas):
    cpu, sub, align = CPU[arch]
    start = padded(offset, align)
    head += struct.pack(">iiIII", cpu, sub, start, len(data), align)
    body += [b"\0" * (start - offset), data]
    offset = start + len(data)
with open(out, "wb") as f:
    f.write(head)
    f.writelines(body)
