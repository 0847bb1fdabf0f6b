import { Inject, Injectable, Optional } from '@nestjs/common';
import type { EventContext } from '@emberhold/contracts';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import type { FastifyRequest } from 'fastify';
import { isStaff, type Viewer } from '../../common/auth/viewer';
import { TrafficClassifier } from '../domain/traffic-classifier';
import { VisitorCountry } from '../../common/geo/visitor-country';
import { deviceOf } from '../../common/http/visitor-context';

export interface TrackingContext extends EventContext {
  ip: string;
  viewer: Viewer | null;
}

/** Everything the envelope says about who sent a tracking call, read on the server from the request itself. */
@Injectable()
export class TrackingContextFactory {
  private readonly classifier: TrafficClassifier;

  constructor(
    private readonly countries: VisitorCountry,
    @Optional() @Inject(APP_CONFIG) config?: AppConfig,
  ) {
    this.classifier = new TrafficClassifier(config?.TRACKING_INTERNAL_NETWORKS);
  }

  /** `viewer`: the login session's (@CurrentViewer), or null for a visitor. */
  of(request: FastifyRequest, viewer: Viewer | null, sessionId: string | null): TrackingContext {
    const userAgent = request.headers['user-agent'];
    return {
      session_id: sessionId,
      user_id: viewer?.userId ?? null,
      // Decided on the server (a trusted CDN's header, else the client address): never a cookie or header a visitor sets.
      country: this.countries.forTracking(request),
      device: deviceOf(userAgent),
      traffic: this.classifier.classify({ userAgent, ip: request.ip, staff: isStaff(viewer) }),
      ip: request.ip,
      viewer,
    };
  }
}

/** The envelope context alone, without the request-only fields. */
export function eventContext({ session_id, user_id, country, device, traffic }: TrackingContext): EventContext {
  return traffic === undefined ? { session_id, user_id, country, device } : { session_id, user_id, country, device, traffic };
}
