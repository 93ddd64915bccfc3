import { bootstrap, showStartFailure } from './app/bootstrap';

bootstrap(document.getElementById('app')).catch(showStartFailure);
