// SDL2, SDL2_ttf and SDL2_image for Swift. Only KinemaSDL imports this module.
// (And glibc's malloc.h, for malloc_trim: the renderer gives a huge window's memory back.)
#ifndef KINEMA_CSDL2_SHIM_H
#define KINEMA_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#endif
