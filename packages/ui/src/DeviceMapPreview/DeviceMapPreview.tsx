import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type Ref,
  type RefObject,
} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useForkRef } from '@mui/material/utils';
import { WIDGET_TEXT } from '@drisk/contract/client';
import type { DeviceMapProps } from '../DeviceMap/DeviceMap';
import { DEVICE_MAP_DEFAULTS } from '../DeviceMap/deviceMapDefaults';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { deviceMapPreviewClasses } from './deviceMapPreviewClasses';
import { StaticDeviceMap } from './StaticDeviceMap';

/** What `loadMap` resolves to: a module whose default export is DeviceMap (`() => import('./InteractiveMap')`). */
export interface InteractiveDeviceMapModule {
  default: ComponentType<DeviceMapProps>;
}

/** Props of {@link DeviceMapPreview}: DeviceMap's, and how to fetch the interactive map. */
export interface DeviceMapPreviewProps extends Omit<DeviceMapProps, 'ref' | 'height'> {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /**
   * Fetches the interactive map, typically a dynamic import of a module that imports Leaflet's stylesheet
   * and exports DeviceMap as its default, so Leaflet is a chunk of its own that loads on first use.
   */
  loadMap: () => Promise<InteractiveDeviceMapModule>;
  /**
   * Height of the map: px as a number, or any CSS length.
   * @default 400
   */
  height?: number | string;
  /**
   * The button's text.
   * @default WIDGET_TEXT.mapExplore ('Explore the map')
   */
  exploreLabel?: string;
}

type Loading =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  | {
      state: 'ready';
      Map: ComponentType<DeviceMapProps>;
    };

/** The size of the root box in px, kept up to date as it is resized (0 by 0 before layout). */
function useBoxSize(element: RefObject<HTMLDivElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return undefined;
    const measure = () =>
      setSize((old) =>
        old.width === node.clientWidth && old.height === node.clientHeight
          ? old
          : { width: node.clientWidth, height: node.clientHeight },
      );
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/**
 * A DeviceMap that starts as a picture of its first view (the same tiles, dots, names, groups and circle,
 * drawn without Leaflet) and becomes the real map when the user reaches for it: a press anywhere on it, or
 * its 'Explore the map' button. A screen whose map is one block among others thus shows it at once without
 * loading Leaflet's 50 kB, and the page scrolls over it instead of zooming it. The picture stays until the
 * map is ready, under a progress bar; if the map cannot load, the picture stays with a notice and the
 * button tries again. Keyboard users land in the map once it opens.
 */
export function DeviceMapPreview(inProps: DeviceMapPreviewProps) {
  const props = useDriskProps(inProps, 'DriskDeviceMapPreview', deviceMapPreviewClasses.root);
  const words = useText(WIDGET_TEXT);
  const {
    loadMap,
    exploreLabel = words.mapExplore,
    height = DEVICE_MAP_DEFAULTS.height,
    ref,
    className,
    sx,
    ...mapProps
  } = props;
  const box = useRef<HTMLDivElement>(null);
  const rootRef = useForkRef(box, ref);
  const size = useBoxSize(box);
  const [loading, setLoading] = useState<Loading>({ state: 'idle' });
  const focusOnOpen = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const open = (moveFocus: boolean) => {
    focusOnOpen.current ||= moveFocus;
    if (loading.state === 'loading' || loading.state === 'ready') return;
    setLoading({ state: 'loading' });
    loadMap().then(
      (module) => {
        if (mounted.current) setLoading({ state: 'ready', Map: module.default });
      },
      () => {
        if (mounted.current) setLoading({ state: 'failed' });
      },
    );
  };

  const ready = loading.state === 'ready';
  useEffect(() => {
    if (!ready || !focusOnOpen.current) return;
    // Leaflet's container takes the keyboard (arrows pan, + and - zoom).
    box.current?.querySelector<HTMLElement>('.leaflet-container')?.focus();
  }, [ready]);

  return (
    <Box
      ref={rootRef}
      className={className}
      aria-busy={loading.state === 'loading' || undefined}
      sx={[
        { position: 'relative', width: '100%', height, borderRadius: 1, overflow: 'hidden' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      onPointerDown={ready ? undefined : () => open(false)}
    >
      {ready ? (
        <loading.Map {...mapProps} height="100%" />
      ) : (
        <>
          <StaticDeviceMap {...mapProps} width={size.width} height={size.height} />
          {loading.state === 'loading' && (
            <LinearProgress
              sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
              aria-label={exploreLabel}
            />
          )}
          {loading.state === 'failed' && (
            <Alert
              severity="error"
              sx={{ position: 'absolute', left: 8, right: 8, bottom: 56, py: 0, boxShadow: 1 }}
            >
              {words.mapLoadFailed}
            </Alert>
          )}
          <Button
            variant="contained"
            size="small"
            className={deviceMapPreviewClasses.exploreButton}
            onClick={() => open(true)}
            sx={{ position: 'absolute', left: 12, bottom: 12 }}
          >
            {exploreLabel}
          </Button>
        </>
      )}
    </Box>
  );
}
