/* A stand-in for Windows 10's bcryptprimitives.dll, which wine 8 (Debian 12)
 * lacks and Rust's standard library imports for `ProcessPrng`. Only for
 * running the C client under wine in scripts/natives; never shipped. */
#include <windows.h>
#define RtlGenRandom SystemFunction036
BOOLEAN NTAPI RtlGenRandom(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!RtlGenRandom(data, chunk)) return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
