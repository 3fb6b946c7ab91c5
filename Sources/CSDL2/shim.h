// SDL2, SDL2_ttf and SDL2_image for Swift. Only KinemaSDL imports this module.
#ifndef KINEMA_CSDL2_SHIM_H
#define KINEMA_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#endif
